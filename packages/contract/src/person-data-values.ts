// Free of zod, so that the app's purge dialog checks the typed confirmation as the server does.

/** The entries of a person's data export, one JSON file per kind of record (`<name>.json` in the ZIP). */
export const personDataRecordTypes = [
  'profile',
  'account',
  'addresses',
  'family',
  'memberships',
  'applications',
  'task-answers',
  'assignments',
  'leave-requests',
  'travel-plans',
  'reviews',
  'education-plans',
  'files',
  'audit',
] as const;
export type PersonDataRecordType = (typeof personDataRecordTypes)[number];

/** What an admin types to confirm a purge: the person's first and last name as the dialog shows them. */
export const purgeConfirmationOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Whether the typed confirmation names the person: spaces and case aside, as people type names. */
export function purgeConfirmationMatches(
  typed: string,
  person: { firstName: string; lastName: string },
): boolean {
  return normalised(typed) === normalised(purgeConfirmationOf(person)) && normalised(typed) !== '';
}

/**
 * The names a purged person keeps: no one's, and the same in every language, so the app can tell the
 * row and show "Removed person #id" in the reader's language (the server has no reader to translate for
 * in lists of other records, which show these names as they are).
 */
export const removedPersonNames = (id: number) => ({ firstName: 'Removed person', lastName: `#${id}` });

/** Whether a person is one purged: their names are removedPersonNames. */
export function isRemovedPerson(person: { id: number; firstName: string; lastName: string }): boolean {
  const removed = removedPersonNames(person.id);
  return person.firstName === removed.firstName && person.lastName === removed.lastName;
}
