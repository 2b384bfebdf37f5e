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
