import type { MembershipType } from '@mobilise/contract';
import type { Insertable } from 'kysely';
import { addDays, addYears } from '../../dates.ts';
import type { PersonProfilesTable, SecurityGroupRole } from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { DemoOrganisations } from './demo-organisations.ts';
import { type Culture, cultures } from './names.ts';
import { homePlace, randomAddress, randomPerson } from './person.ts';
import { SeededRandom } from './random.ts';
import type { SeedRows } from './seed-rows.ts';

export interface DemoPerson {
  id: number;
  userId: number | null;
  organisationId: number;
  familyId: number | null;
  isChild: boolean;
  dateOfBirth: string;
  culture: Culture;
  /** Their correspondence (CORR, "Current") address, which becomes a field address when they go to the field. */
  correspondenceAddressId: number;
}

export interface DemoFamily {
  id: number;
  organisationId: number;
  adults: DemoPerson[];
  children: DemoPerson[];
}

export interface DemoPeople {
  families: DemoFamily[];
  singles: DemoPerson[];
  /** Every adult: family adults then singles (the demo accounts are kept apart). */
  adults: DemoPerson[];
  staffUserIds: Map<number, number[]>;
  member: DemoFamily;
  applicant: DemoPerson;
}

/** What adding people needs. */
export interface PeopleContext {
  rows: SeedRows;
  random: SeededRandom;
  today: string;
  organisations: DemoOrganisations;
  passwordHash: string;
  securityGroupIds: Record<SecurityGroupRole, number>;
}

type Profile = Insertable<PersonProfilesTable> & {
  first_name: string;
  last_name: string;
  date_of_birth?: string | null;
};

/** The membership a person holds and the status flag that says so. */
const membershipFlags: Record<MembershipType, keyof PersonProfilesTable> = {
  FULL_TERM: 'is_full_term_member',
  SHORT_TERM: 'is_short_term_member',
  SECONDED_IN: 'is_seconded_in_member',
  MOU_PARTNER: 'is_mou_partner_member',
  AFFILIATE: 'is_affiliate_member',
};
const membershipMix: MembershipType[] = [
  'FULL_TERM',
  'FULL_TERM',
  'FULL_TERM',
  'FULL_TERM',
  'SHORT_TERM',
  'SHORT_TERM',
  'SECONDED_IN',
  'MOU_PARTNER',
  'AFFILIATE',
];

/** The demo office staff member of another organisation draws from this seed, apart from everyone else. */
const officeAfricaSeed = 7;

/** About 300 people: families with children, single people, the demo accounts, and office staff. */
export function addPeople(context: PeopleContext): DemoPeople {
  const { rows, random, organisations } = context;
  const staffUserIds = new Map<number, number[]>(organisations.all.map((id) => [id, []]));
  const year = Number(context.today.slice(0, 4));

  // The demo accounts first, so that their ids are small and easy to find.
  addPerson(context, {
    profile: { first_name: 'Priya', last_name: 'Raman', sex: 'FEMALE', date_of_birth: '1979-04-12' },
    culture: culturesByCountry('GB'),
    organisationIds: [organisations.international],
    email: demoAccounts.admin,
    isAdmin: true,
  });
  const office = addPerson(context, {
    profile: { first_name: 'Hélène', last_name: 'Lefèvre', sex: 'FEMALE', date_of_birth: '1984-09-30' },
    culture: culturesByCountry('FR'),
    organisationIds: [organisations.europe],
    email: demoAccounts.office,
    withMembership: 'FULL_TERM',
  });
  staffUserIds.get(organisations.europe)?.push(requireUser(office));
  const multiOffice = addPerson(context, {
    profile: { first_name: 'Jürgen', last_name: 'Köhler', sex: 'MALE', date_of_birth: '1971-02-18' },
    culture: culturesByCountry('DE'),
    organisationIds: [organisations.europe, organisations.northAmerica],
    email: demoAccounts.multiOffice,
    withMembership: 'FULL_TERM',
  });
  staffUserIds.get(organisations.europe)?.push(requireUser(multiOffice));
  staffUserIds.get(organisations.northAmerica)?.push(requireUser(multiOffice));
  const consultant = addPerson(context, {
    profile: { first_name: 'Wanjiru', last_name: 'Kamau', sex: 'FEMALE', date_of_birth: '1982-11-05' },
    culture: culturesByCountry('KE'),
    organisationIds: [organisations.africa],
    email: demoAccounts.consultant,
  });
  for (const organisationId of [organisations.africa, organisations.international]) {
    rows.link('education_consultants', { user_id: requireUser(consultant), organisation_id: organisationId });
  }
  const memberFamily = addFamily(context, {
    name: 'Whitfield',
    organisationId: organisations.europe,
    culture: culturesByCountry('GB'),
    adults: [
      { first_name: 'Daniel', last_name: 'Whitfield', sex: 'MALE', date_of_birth: '1986-06-21' },
      { first_name: 'Zoë', last_name: 'Whitfield', sex: 'FEMALE', date_of_birth: '1988-01-09' },
    ],
    children: [
      { first_name: 'Ella', last_name: 'Whitfield', sex: 'FEMALE', date_of_birth: `${year - 14}-03-14` },
      {
        first_name: 'Samuel',
        last_name: 'Whitfield',
        known_as: 'Sam',
        sex: 'MALE',
        date_of_birth: `${year - 10}-08-02`,
      },
    ],
    memberEmail: demoAccounts.member,
  });
  const applicant = addPerson(context, {
    profile: {
      first_name: 'José',
      last_name: 'Núñez',
      middle_names: 'Andrés',
      sex: 'MALE',
      date_of_birth: '1996-05-17',
      is_full_term_applicant: true,
    },
    culture: culturesByCountry('ES'),
    organisationIds: [organisations.europe],
    email: demoAccounts.applicant,
  });

  // Staff of each office who have accounts but no demo password.
  for (const organisationId of organisations.all) {
    for (let n = 0; n < 2; n += 1) {
      const staff = addPerson(context, {
        ...randomPerson(random, { bornFrom: 1960, bornTo: 1995 }),
        organisationIds: [organisationId],
        withUser: true,
      });
      staffUserIds.get(organisationId)?.push(requireUser(staff));
    }
  }

  const families: DemoFamily[] = [];
  for (let n = 0; n < 58; n += 1) {
    const culture = random.pick(cultures);
    const lastName = random.pick(culture.last);
    const parentsBorn = random.int(1960, 1996);
    const childCount = random.pick([0, 1, 2, 2, 3, 3, 4]);
    const firstChildBorn = Math.max(parentsBorn + 24, year - 22);
    const adults = [
      randomPerson(random, {
        culture,
        sex: 'MALE',
        lastName,
        bornFrom: parentsBorn - 2,
        bornTo: parentsBorn,
      }).profile,
      randomPerson(random, {
        culture,
        sex: 'FEMALE',
        lastName,
        bornFrom: parentsBorn,
        bornTo: parentsBorn + 2,
      }).profile,
    ];
    // No two of a family share a first name.
    const firstNames = new Set(adults.map((adult) => adult.first_name));
    const children = Array.from({ length: childCount }, (_, index) => {
      const born = Math.min(year - 1, firstChildBorn + index * 2 + random.int(0, 1));
      let child = randomPerson(random, { culture, lastName, bornFrom: born, bornTo: born }).profile;
      while (firstNames.has(child.first_name)) {
        child = randomPerson(random, { culture, lastName, bornFrom: born, bornTo: born }).profile;
      }
      firstNames.add(child.first_name);
      return child;
    });
    families.push(
      addFamily(context, {
        name: lastName,
        organisationId: organisationFor(random, organisations, culture),
        culture,
        adults,
        children,
      }),
    );
  }
  const singles: DemoPerson[] = [];
  for (let n = 0; n < 46; n += 1) {
    const { culture, profile } = randomPerson(random, { bornFrom: 1950, bornTo: 2002 });
    const retired = profile.date_of_birth !== undefined && Number(profile.date_of_birth?.slice(0, 4)) < 1958;
    const deceased = n === 7;
    singles.push(
      addPerson(context, {
        culture,
        profile: {
          ...profile,
          is_retired: retired,
          retired_on: retired ? addYears(context.today, -random.int(1, 6)) : null,
          is_deceased: deceased,
          deceased_on: deceased ? addDays(context.today, -random.int(30, 700)) : null,
          member_status: retired || deceased ? 'INACTIVE' : 'ACTIVE',
          inactive_since: retired || deceased ? addDays(context.today, -random.int(30, 700)) : null,
          is_employee: n % 9 === 0,
          is_mobilising_council_member: n % 17 === 0,
          is_mobilising_committee_member: n % 13 === 0,
        },
        organisationIds: [organisationFor(random, organisations, culture)],
        withUser: random.chance(0.3),
        withMembership: true,
      }),
    );
  }
  const adults = [...families.flatMap((family) => family.adults), ...singles];

  // Security groups: a few leaders in each organisation.
  const roles: SecurityGroupRole[] = ['senior-leadership', 'leadership', 'management'];
  for (const organisationId of organisations.all) {
    const candidates = adults.filter((person) => person.organisationId === organisationId);
    random.some(candidates, 3).forEach((person, index) => {
      rows.link('security_group_members', {
        person_profile_id: person.id,
        organisation_id: organisationId,
        security_group_id: context.securityGroupIds[roles[index] ?? 'management'],
      });
    });
  }
  // Added last, with its own random numbers, so that every other demo row stays as it was.
  const officeAfrica = addPerson(
    { ...context, random: new SeededRandom(officeAfricaSeed) },
    {
      profile: { first_name: 'Chidi', last_name: 'Okonkwo', sex: 'MALE', date_of_birth: '1980-07-14' },
      culture: culturesByCountry('NG'),
      organisationIds: [organisations.africa],
      email: demoAccounts.officeAfrica,
      withMembership: 'FULL_TERM',
    },
  );
  staffUserIds.get(organisations.africa)?.push(requireUser(officeAfrica));
  addLeader(context, leaderAccounts.seniorLeadership);
  addLeader(context, leaderAccounts.leadership);
  addEuropeanConsultant(context);
  for (const [organisationId, userIds] of staffUserIds) {
    for (const userId of userIds) {
      rows.link('office_staff', { user_id: userId, organisation_id: organisationId });
    }
  }
  return { families, singles, adults, staffUserIds, member: memberFamily, applicant };
}

/** The European office's own education consultant draws from this seed, apart from everyone else. */
const europeanConsultantSeed = 10;

/**
 * An education consultant of the European office alone, added after everyone else with random numbers of
 * its own so that every other demo row stays as it was: the consultant who decides that office's plans and
 * reaches no other organisation's (consultant@ is also the international office's and sees every plan).
 */
function addEuropeanConsultant(context: PeopleContext): void {
  const organisationId = context.organisations.europe;
  const consultant = addPerson(
    { ...context, random: new SeededRandom(europeanConsultantSeed) },
    {
      profile: { first_name: 'Astrid', last_name: 'Haugen', sex: 'FEMALE', date_of_birth: '1977-05-16' },
      culture: culturesByCountry('NO'),
      organisationIds: [organisationId],
      email: demoAccounts.consultantEurope,
    },
  );
  context.rows.link('education_consultants', {
    user_id: requireUser(consultant),
    organisation_id: organisationId,
  });
}

/**
 * The demo leaders of the European office, each drawing from a seed of its own and added after everyone
 * else, so that every other demo row stays as it was.
 */
const leaderAccounts = {
  seniorLeadership: {
    seed: 8,
    role: 'senior-leadership',
    email: demoAccounts.seniorLeadership,
    profile: { first_name: 'Margit', last_name: 'Andersen', sex: 'FEMALE', date_of_birth: '1966-03-08' },
    country: 'GB',
  },
  leadership: {
    seed: 9,
    role: 'leadership',
    email: demoAccounts.leadership,
    profile: { first_name: 'Tobias', last_name: 'Brenner', sex: 'MALE', date_of_birth: '1975-10-23' },
    country: 'DE',
  },
} as const satisfies Record<
  string,
  { seed: number; role: SecurityGroupRole; email: string; profile: Profile; country: string }
>;

/** A demo leader: a full-term member of the European office in one of its security groups. */
function addLeader(
  context: PeopleContext,
  leader: (typeof leaderAccounts)[keyof typeof leaderAccounts],
): void {
  const organisationId = context.organisations.europe;
  const person = addPerson(
    { ...context, random: new SeededRandom(leader.seed) },
    {
      profile: { ...leader.profile },
      culture: culturesByCountry(leader.country),
      organisationIds: [organisationId],
      email: leader.email,
      withMembership: 'FULL_TERM',
    },
  );
  context.rows.link('security_group_members', {
    person_profile_id: person.id,
    organisation_id: organisationId,
    security_group_id: context.securityGroupIds[leader.role],
  });
}

export function culturesByCountry(country: string): Culture {
  const culture = cultures.find((candidate) => candidate.country === country);
  if (!culture) {
    throw new Error(`No names for ${country}`);
  }
  return culture;
}

/** Africans are mostly sent by AIM Africa, everyone else by Europe or North America. */
function organisationFor(random: SeededRandom, organisations: DemoOrganisations, culture: Culture): number {
  if (['KE', 'NG'].includes(culture.country)) {
    return organisations.africa;
  }
  if (['US', 'KR', 'BR'].includes(culture.country)) {
    return random.chance(0.85) ? organisations.northAmerica : organisations.europe;
  }
  return random.chance(0.85) ? organisations.europe : organisations.northAmerica;
}

interface PersonInput {
  profile: Profile;
  culture: Culture;
  organisationIds: number[];
  familyId?: number | null;
  isChild?: boolean;
  /** A demo account: this address, the demo password. */
  email?: string;
  /** For a demo account: whether it has completed the My AIM onboarding (by default it has). */
  onboarded?: boolean;
  isAdmin?: boolean;
  /** An account without a password (invited, not yet registered). */
  withUser?: boolean;
  /** A membership of the person's organisation: this type, or a random one. */
  withMembership?: MembershipType | true;
  /** The home the person shares with their family; otherwise one of their own. */
  home?: Home;
}

/** Where a person lives: their permanent (PER) and correspondence (CORR) addresses, with no owner yet. */
type Home = Record<'PER' | 'CORR', ReturnType<typeof randomAddress>>;

function randomHome(random: SeededRandom, culture: Culture): Home {
  const place = homePlace(random, culture);
  return { PER: randomAddress(random, 'PER', place), CORR: randomAddress(random, 'CORR', place) };
}

function addPerson(context: PeopleContext, input: PersonInput): DemoPerson {
  const { rows, random, today } = context;
  const { profile, culture, organisationIds } = input;
  const organisationId = organisationIds[0];
  if (organisationId === undefined) {
    throw new Error('A demo person needs an organisation');
  }
  let userId: number | null = null;
  if (input.email || input.withUser) {
    userId = rows.add('users', {
      email: input.email ?? generatedEmail(profile, rows.count('users') + 1),
      password_hash: input.email ? context.passwordHash : null,
      is_admin: input.isAdmin ?? false,
      language: ['en', 'es', 'fr', 'pt'].includes(culture.language) ? culture.language : 'en',
      onboarding_completed_at:
        input.email && input.onboarded !== false ? new Date(`${addDays(today, -200)}T09:00:00Z`) : null,
    });
  }
  const membershipType =
    input.withMembership === true
      ? random.pick(membershipMix)
      : input.isChild
        ? undefined
        : input.withMembership;
  const isMarried = input.familyId !== undefined && input.familyId !== null && !input.isChild;
  const id = rows.add('person_profiles', {
    user_id: userId,
    family_id: input.familyId ?? null,
    language: culture.language,
    permanent_residency: culture.country,
    marital_status: input.isChild ? null : isMarried ? 'MARRIED' : 'SINGLE',
    phone_number: input.isChild ? null : phoneNumber(random, culture),
    aim_personal_email: input.isChild ? null : generatedEmail(profile, random.int(1, 999)),
    invited_on:
      userId !== null && !input.email ? new Date(`${addDays(today, -random.int(5, 400))}T10:00:00Z`) : null,
    ...(membershipType ? { [membershipFlags[membershipType]]: true } : {}),
    ...profile,
  });
  for (const [position, organisation_id] of organisationIds.entries()) {
    rows.link('person_profile_mobilising_organisations', {
      person_profile_id: id,
      organisation_id,
      position,
    });
  }
  const home = input.home ?? randomHome(random, culture);
  rows.add('person_profile_addresses', { ...home.PER, person_profile_id: id });
  const correspondenceAddressId = rows.add('person_profile_addresses', {
    ...home.CORR,
    person_profile_id: id,
  });
  rows.link('person_profile_nationalities', { person_profile_id: id, country: culture.country });
  rows.link('person_profile_languages', {
    person_profile_id: id,
    language: culture.language,
    proficiency: 'NATIVE',
  });
  if (culture.language !== 'en') {
    rows.link('person_profile_languages', {
      person_profile_id: id,
      language: 'en',
      proficiency: random.pick(['BASIC', 'INTERMEDIATE', 'FLUENT']),
    });
  }
  if (!input.isChild) {
    rows.add('person_profile_phone_numbers', {
      person_profile_id: id,
      label: 'mobile',
      number: phoneNumber(random, culture),
    });
  }
  const person: DemoPerson = {
    id,
    userId,
    organisationId,
    familyId: input.familyId ?? null,
    isChild: input.isChild ?? false,
    dateOfBirth: profile.date_of_birth ?? '1980-01-01',
    culture,
    correspondenceAddressId,
  };
  if (membershipType) {
    addMembership(context, person, membershipType, addYears(today, -random.int(1, 15)));
  }
  return person;
}

export function addFamily(
  context: PeopleContext,
  input: {
    name: string;
    organisationId: number;
    culture: Culture;
    adults: Profile[];
    children: Profile[];
    /** The first adult is this demo account. */
    memberEmail?: string;
    /** Whether that account has completed the My AIM onboarding (by default it has). */
    memberOnboarded?: boolean;
  },
): DemoFamily {
  const familyId = context.rows.add('families', { name: input.name, organisation_id: input.organisationId });
  const home = randomHome(context.random, input.culture);
  const common = { culture: input.culture, organisationIds: [input.organisationId], familyId, home };
  const dateOfMarriage = marriageOf(context.random, input.adults);
  const adults = input.adults.map((profile, index) =>
    addPerson(context, {
      ...common,
      profile: { ...spouseOf(input.adults, index), date_of_marriage: dateOfMarriage, ...profile },
      withMembership: index === 0 && input.memberEmail ? 'FULL_TERM' : true,
      ...(index === 0 && input.memberEmail
        ? { email: input.memberEmail, onboarded: input.memberOnboarded }
        : { withUser: context.random.chance(0.4) }),
    }),
  );
  const children = input.children.map((profile) =>
    addPerson(context, { ...common, profile: { ...profile, marital_status: null }, isChild: true }),
  );
  return { id: familyId, organisationId: input.organisationId, adults, children };
}

/** The other adult of a couple, as the spouse of the adult at `index`. */
function spouseOf(adults: Profile[], index: number): Pick<Profile, 'spouse_name'> {
  const spouse = adults.length === 2 ? adults[1 - index] : undefined;
  return { spouse_name: spouse ? `${spouse.first_name} ${spouse.last_name}` : null };
}

/** A couple married when the younger of them was 22 to 27. */
function marriageOf(random: SeededRandom, adults: Profile[]): string | null {
  const births = adults.map((adult) => adult.date_of_birth).filter((born) => typeof born === 'string');
  if (adults.length !== 2 || births.length !== 2) return null;
  return addYears(births.sort().at(-1) ?? '', random.int(22, 27));
}

function addMembership(context: PeopleContext, person: DemoPerson, type: MembershipType, startsFrom: string) {
  const ended = type === 'SHORT_TERM' && context.random.chance(0.4);
  context.rows.add('memberships', {
    person_profile_id: person.id,
    organisation_id: person.organisationId,
    type,
    starts_from: startsFrom,
    end_date: ended ? addDays(context.today, -context.random.int(10, 300)) : null,
    contribution: type === 'MOU_PARTNER' ? 'Seconded under a memorandum of understanding' : null,
  });
}

function requireUser(person: DemoPerson): number {
  if (person.userId === null) {
    throw new Error('This demo person needs an account');
  }
  return person.userId;
}

/** A number in the person's country. */
function phoneNumber(random: SeededRandom, culture: Culture) {
  return `+${culture.callingCode} ${random.int(100, 999)} ${random.int(100000, 999999)}`;
}

/** first.last.n@example.net, without accents or spaces. */
function generatedEmail(profile: Profile, n: number) {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return `${ascii(profile.first_name)}.${ascii(profile.last_name)}.${n}@example.net`;
}
