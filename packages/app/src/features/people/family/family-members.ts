import { ageOn, type IsoDate, type PersonProfileListItem } from '@mobilise/contract';
import { currentAddressText } from '../../../shared/index.ts';

/** What a member is to the rest of the family, as the family page names it. */
export const familyRoles = ['spouse', 'parent', 'child'] as const;
export type FamilyRole = (typeof familyRoles)[number];

/**
 * The family answer names no relationships, so the generation is read from the dates of birth: a member
 * born this many years or more after the family's eldest is one of its children.
 */
const generationGapYears = 15;

export interface FamilyMemberView {
  member: PersonProfileListItem;
  /** Null when the member's date of birth is not known, or they are the family's only member. */
  role: FamilyRole | null;
  age: number | null;
  /** The member's own current address when it is not the family's shared one (null when they have none). */
  ownAddress: string | null;
  /** Whether the member lives at the family's shared address, so their row leaves it out. */
  livesAtSharedAddress: boolean;
}

export interface FamilyView {
  /** The current address that two or more members share, shown once for the family; null when none is shared. */
  sharedAddress: string | null;
  /** The members, the adults first, each group eldest first; those without a date of birth last. */
  members: FamilyMemberView[];
}

/** The address most members live at, when at least two of them do (the first such address on a tie). */
const sharedAddressOf = (addresses: readonly (string | null)[]): string | null => {
  const counts = new Map<string, number>();
  for (const address of addresses) {
    if (address !== null) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  let shared: string | null = null;
  let sharedBy = 1;
  for (const [address, count] of counts) {
    if (count > sharedBy) {
      shared = address;
      sharedBy = count;
    }
  }
  return shared;
};

/** Born on or before the other: dates sort as text; an unknown date sorts last. */
const byBirth = (a: PersonProfileListItem, b: PersonProfileListItem) =>
  (a.dateOfBirth ?? '9999').localeCompare(b.dateOfBirth ?? '9999');

/**
 * The family as its page shows it on `today`: each member with their role and age, and the address the
 * members share said once, so that only a member who lives elsewhere carries their own.
 */
export function familyView(members: readonly PersonProfileListItem[], today: IsoDate): FamilyView {
  const eldest = [...members].sort(byBirth)[0]?.dateOfBirth ?? null;
  const isChild = (member: PersonProfileListItem) =>
    eldest !== null &&
    member.dateOfBirth !== null &&
    Number(member.dateOfBirth.slice(0, 4)) - Number(eldest.slice(0, 4)) >= generationGapYears;
  const adults = members.filter((member) => member.dateOfBirth !== null && !isChild(member));
  const children = members.filter(isChild);
  const adultRole: FamilyRole | null = adults.length >= 2 ? 'spouse' : children.length > 0 ? 'parent' : null;
  const addresses = new Map(members.map((member) => [member.id, currentAddressText(member.currentAddress)]));
  const sharedAddress = sharedAddressOf([...addresses.values()]);
  const ordered = [
    ...adults.sort(byBirth),
    ...children.sort(byBirth),
    ...members.filter((member) => member.dateOfBirth === null),
  ];
  return {
    sharedAddress,
    members: ordered.map((member) => {
      const address = addresses.get(member.id) ?? null;
      const livesAtSharedAddress = sharedAddress !== null && address === sharedAddress;
      return {
        member,
        role: member.dateOfBirth === null ? null : isChild(member) ? 'child' : adultRole,
        age: member.dateOfBirth === null ? null : ageOn(member.dateOfBirth, today),
        ownAddress: livesAtSharedAddress ? null : address,
        livesAtSharedAddress,
      };
    }),
  };
}
