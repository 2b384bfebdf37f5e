import { type PersonProfileListItem, type PersonStatusFlag, personStatusFlags } from '@mobilise/contract';

/** What a person's status text is made of: `search:headerSearch.status.<flag>` or `…memberStatus.<status>`. */
export type PersonStatusPart =
  | { kind: 'flag'; flag: PersonStatusFlag }
  | { kind: 'memberStatus'; status: NonNullable<PersonProfileListItem['memberStatus']> };

/**
 * The parts of the status text the people search shows under a name: the person's status
 * flags in the spec's order, or, when none is set, their member status (Active, Inactive).
 */
export const personStatusParts = (person: PersonProfileListItem): PersonStatusPart[] => {
  const flags = personStatusFlags.filter((flag) => person[flag] === true);
  if (flags.length > 0) return flags.map((flag) => ({ kind: 'flag', flag }));
  return person.memberStatus ? [{ kind: 'memberStatus', status: person.memberStatus }] : [];
};
