import type {
  OrganisationDashboard,
  PersonProfileListItem,
  PersonStatusFlag,
  PersonStatusFlags,
} from '@mobilise/contract';
import { personStatusFlags } from '@mobilise/contract';

const noFlags = Object.fromEntries(personStatusFlags.map((flag) => [flag, false])) as PersonStatusFlags;

/** A person as the people list answers with `with_status`, mobilised by `organisationId`. */
function person(
  id: number,
  firstName: string,
  lastName: string,
  organisationId: number,
  extra: { flags?: PersonStatusFlag[]; inactive?: boolean; email?: string | null } = {},
): PersonProfileListItem {
  const {
    flags = [],
    inactive = false,
    email = `${firstName}.${lastName}@example.org`
      .normalize('NFD')
      .replace(/\p{Diacritic}|\s/gu, '')
      .toLowerCase(),
  } = extra;
  return {
    id,
    userId: null,
    userCreatedAt: null,
    firstName,
    lastName,
    middleNames: null,
    avatarId: null,
    salutation: null,
    knownAs: null,
    formerLastName: null,
    suffix: null,
    familyId: null,
    familyName: null,
    withFamily: false,
    educationPlans: [],
    requiresEducationPlan: false,
    mobilisedByOrganisationIds: [organisationId],
    aimPositionalEmail: email,
    aimPersonalEmail: null,
    aimAlternativeEmail: null,
    dateOfBirth: null,
    specialNeeds: null,
    willTravelOnAssignment: null,
    phoneNumber: null,
    addresses: [],
    currentAddressId: null,
    ...noFlags,
    ...Object.fromEntries(flags.map((flag) => [flag, true])),
    memberStatus: inactive ? 'INACTIVE' : 'ACTIVE',
  };
}

const names = [
  ['Margaret', 'Osei'],
  ['José', 'Núñez'],
  ['Amara', 'Okafor'],
  ['Lars', 'Berg'],
  ['Chiara', 'Bianchi'],
  ['Tomás', 'Álvarez'],
  ['Ingrid', 'Dahl'],
  ['Kwame', 'Mensah'],
  ['Sofia', 'Lindqvist'],
  ['Pieter', 'de Vries'],
  ['Aiko', 'Tanaka'],
  ['Élodie', 'Marchand'],
  ['Samuel', 'Kariuki'],
  ['Helena', 'Nowak'],
  ['Duarte', 'Pereira'],
  ['Grace', 'Wanjiru'],
  ['Mateo', 'Rossi'],
  ['Freya', 'Hansen'],
  ['Oluwaseun', 'Adeyemi'],
  ['Beatriz', 'Costa'],
  ['Jonas', 'Schmidt'],
  ['Nadia', 'Haddad'],
  ['Luca', 'Ferrari'],
  ['Esther', 'Achieng'],
  ['Rafael', 'Moreno'],
  ['Maja', 'Novak'],
  ['David', 'Mwangi'],
] as const;

const flagsOf: PersonStatusFlag[][] = [
  ['is_full_term_member'],
  ['is_short_term_member'],
  ['is_full_term_applicant'],
  ['is_full_term_member', 'is_mobilising_council_member'],
  [],
  ['is_employee'],
];

/** The people of organisation 3 (27, so the list has two pages) and of organisation 7 (two). */
export const storyPeople: PersonProfileListItem[] = [
  ...names.map(([first, last], index) =>
    person(100 + index, first, last, 3, {
      flags: flagsOf[index % flagsOf.length],
      inactive: index % 7 === 6,
      email: index % 5 === 4 ? null : undefined,
    }),
  ),
  person(200, 'Wanjiku', 'Kamau', 7, { flags: ['is_full_term_member'] }),
  person(201, 'Baraka', 'Otieno', 7),
];

export const storyDashboard: OrganisationDashboard = {
  people: 27,
  arriving_soon: 3,
  leave_awaiting_approval: 5,
  applications_in_progress: 12,
  overdue_reviews: 2,
};
