import type { AddressType, PositionSubjectType } from '@mobilise/contract';
import type { Insertable, Kysely } from 'kysely';
import type {
  ApplicationsTable,
  AssignmentsTable,
  Database,
  EducationPlansTable,
  LeaveRequestsTable,
  MembershipsTable,
  PersonProfilesTable,
  RequisitionsTable,
  ReviewsTable,
  SecurityGroupRole,
  TeamsTable,
  TravelPlansTable,
  UnitsTable,
  VisionStrategyPapersTable,
} from '../db/schema.ts';
import { createUser, type TestUser, type UserFactoryOptions } from './factories.ts';

// Factories for the domain tables, written straight to the database like test/factories.ts: every
// field has a believable default and every one can be overridden.

let sequence = 0;

/** A short code no other test uses (organisation and unit codes are unique). */
function uniqueCode(prefix: string) {
  sequence += 1;
  return `${prefix}${process.pid % 1000}-${sequence}`;
}

type Db = Kysely<Database>;
type Overrides<Table> = Partial<Insertable<Table>>;

export interface TestOrganisation {
  id: number;
  name: string;
  code: string;
}

export async function createOrganisation(
  db: Db,
  options: { name?: string; code?: string; isInternationalOffice?: boolean } = {},
): Promise<TestOrganisation> {
  const code = options.code ?? uniqueCode('ORG');
  return db
    .insertInto('organisations')
    .values({
      name: options.name ?? `Organisation ${code}`,
      code,
      is_international_office: options.isInternationalOffice ?? false,
    })
    .returning(['id', 'name', 'code'])
    .executeTakeFirstOrThrow();
}

export interface PersonOptions extends Overrides<PersonProfilesTable> {
  /** mobilisedByOrganisationIds, in order: the first is the home organisation. */
  mobilisedBy?: number[];
}

/** A person profile without a user (use createMember for one who signs in). */
export async function createPerson(db: Db, options: PersonOptions = {}): Promise<{ id: number }> {
  const { mobilisedBy = [], ...fields } = options;
  const person = await db
    .insertInto('person_profiles')
    .values({ first_name: 'Grace', last_name: 'Hopper', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setMobilisingOrganisations(db, person.id, mobilisedBy);
  return person;
}

export async function setMobilisingOrganisations(db: Db, personProfileId: number, organisationIds: number[]) {
  if (organisationIds.length === 0) {
    return;
  }
  await db
    .insertInto('person_profile_mobilising_organisations')
    .values(
      organisationIds.map((organisation_id, position) => ({
        person_profile_id: personProfileId,
        organisation_id,
        position,
      })),
    )
    .execute();
}

/** A signed-in member mobilised by the organisations given (the first is their active one). */
export async function createMember(
  db: Db,
  mobilisedBy: number[],
  options: UserFactoryOptions = {},
): Promise<TestUser & { personProfileId: number }> {
  const user = await createUser(db, {
    ...options,
    profile: options.profile || { first_name: 'Mary', last_name: 'Slessor' },
  });
  const personProfileId = requireProfile(user);
  await setMobilisingOrganisations(db, personProfileId, mobilisedBy);
  return { ...user, personProfileId };
}

/** A user who is office staff of each organisation given. */
export async function createOfficeStaff(db: Db, organisationIds: number[], options: UserFactoryOptions = {}) {
  const user = await createUser(db, options);
  await db
    .insertInto('office_staff')
    .values(organisationIds.map((organisation_id) => ({ user_id: user.id, organisation_id })))
    .execute();
  return user;
}

/**
 * The opening most route tests share: organisations A and B ("Alpha Mission", "Beta Mission"), an office
 * staff member of each, and an admin without a profile.
 */
export async function createTwoOrganisations(db: Db) {
  const orgA = (await createOrganisation(db, { name: 'Alpha Mission' })).id;
  const orgB = (await createOrganisation(db, { name: 'Beta Mission' })).id;
  const officeA = await createOfficeStaff(db, [orgA]);
  const officeB = await createOfficeStaff(db, [orgB]);
  const admin = await createUser(db, { isAdmin: true, profile: false });
  return { orgA, orgB, officeA, officeB, admin };
}

export type TwoOrganisations = Awaited<ReturnType<typeof createTwoOrganisations>>;

/**
 * Members of an organisation in each of its security groups (senior leadership, leadership, management),
 * and a plain member, an applicant: the readers whose rights the organisation's settings tell apart.
 */
export async function createSecurityGroupMembers(db: Db, organisationId: number) {
  const inGroup = async (role: 'senior-leadership' | 'leadership' | 'management') => {
    const user = await createMember(db, [organisationId]);
    await addToSecurityGroup(db, user.personProfileId, organisationId, role);
    return user;
  };
  return {
    senior: await inGroup('senior-leadership'),
    leader: await inGroup('leadership'),
    manager: await inGroup('management'),
    applicant: await createMember(db, [organisationId]),
  };
}

/** A user who is an education consultant for each organisation given. */
export async function createEducationConsultant(
  db: Db,
  organisationIds: number[],
  options: UserFactoryOptions = {},
) {
  const user = await createUser(db, options);
  await db
    .insertInto('education_consultants')
    .values(organisationIds.map((organisation_id) => ({ user_id: user.id, organisation_id })))
    .execute();
  return user;
}

/** Puts a person in a security group (senior-leadership, leadership, management) of an organisation. */
export async function addToSecurityGroup(
  db: Db,
  personProfileId: number,
  organisationId: number,
  role: SecurityGroupRole,
) {
  const group = await db
    .selectFrom('security_groups')
    .select('id')
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('security_group_members')
    .values({
      person_profile_id: personProfileId,
      organisation_id: organisationId,
      security_group_id: group.id,
    })
    .execute();
}

/** A family with the given people as its members. */
export async function createFamily(db: Db, name: string, memberIds: number[] = []): Promise<{ id: number }> {
  const family = await db.insertInto('families').values({ name }).returning('id').executeTakeFirstOrThrow();
  if (memberIds.length > 0) {
    await db
      .updateTable('person_profiles')
      .set({ family_id: family.id })
      .where('id', 'in', memberIds)
      .execute();
  }
  return family;
}

export interface AddressOptions {
  type?: AddressType;
  address_line_one?: string;
  city?: string;
  post_code?: string;
  /** ISO 3166 alpha-2. */
  country?: string;
  /** Make it the person's current address. */
  current?: boolean;
}

export async function createAddress(db: Db, personProfileId: number, options: AddressOptions = {}) {
  const { current = false, ...fields } = options;
  const address = await db
    .insertInto('person_profile_addresses')
    .values({
      person_profile_id: personProfileId,
      type: 'CORR',
      address_line_one: '12 Riverside Road',
      city: 'Nairobi',
      post_code: '00100',
      country: 'KE',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (current) {
    await db
      .updateTable('person_profiles')
      .set({ current_address_id: address.id })
      .where('id', '=', personProfileId)
      .execute();
  }
  return address;
}

export async function createMembership(
  db: Db,
  fields: Pick<Insertable<MembershipsTable>, 'person_profile_id' | 'organisation_id'> &
    Overrides<MembershipsTable>,
) {
  return db
    .insertInto('memberships')
    .values({ type: 'FULL_TERM', starts_from: '2024-01-01', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createAssignment(
  db: Db,
  fields: Pick<Insertable<AssignmentsTable>, 'assignee_person_profile_id' | 'received_by_organisation_id'> &
    Overrides<AssignmentsTable>,
) {
  return db
    .insertInto('assignments')
    .values({ proposed_start_date: '2027-01-01', proposed_end_date: '2029-12-31', ...fields })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
}

export async function createApplication(
  db: Db,
  fields: Pick<Insertable<ApplicationsTable>, 'organisation_id'> &
    Overrides<ApplicationsTable> & { applicantIds?: number[] },
) {
  const { applicantIds = [], ...columns } = fields;
  const application = await db
    .insertInto('applications')
    .values({ title: 'Full-term application', term_type: 'FULL_TERM', ...columns })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  if (applicantIds.length > 0) {
    await db
      .insertInto('application_applicants')
      .values(
        applicantIds.map((person_profile_id) => ({ application_id: application.id, person_profile_id })),
      )
      .execute();
  }
  return application;
}

/** A leave request for its person (who is also its subject unless subjectIds says otherwise). */
export async function createLeaveRequest(
  db: Db,
  fields: Pick<Insertable<LeaveRequestsTable>, 'person_profile_id'> &
    Overrides<LeaveRequestsTable> & { subjectIds?: number[] },
) {
  const { subjectIds = [fields.person_profile_id], ...columns } = fields;
  const leave = await db
    .insertInto('leave_requests')
    .values({ departure_date: '2027-06-01', return_date: '2027-06-21', destination: 'Home', ...columns })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  await db.insertInto('leave_request_types').values({ leave_request_id: leave.id, type: 'ANNUAL' }).execute();
  await db
    .insertInto('leave_request_subjects')
    .values(subjectIds.map((person_profile_id) => ({ leave_request_id: leave.id, person_profile_id })))
    .execute();
  return leave;
}

/** A travel plan for its person (who is also its subject unless subjectIds says otherwise). */
export async function createTravelPlan(
  db: Db,
  fields: Pick<Insertable<TravelPlansTable>, 'person_profile_id'> &
    Overrides<TravelPlansTable> & { subjectIds?: number[] },
) {
  const { subjectIds = [fields.person_profile_id], ...columns } = fields;
  const plan = await db
    .insertInto('travel_plans')
    .values({ departure_date: '2027-03-01', return_date: '2027-03-08', destination: 'Kampala', ...columns })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('travel_plan_types')
    .values({ travel_plan_id: plan.id, type: 'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE', country: 'UG' })
    .execute();
  await db
    .insertInto('travel_plan_subjects')
    .values(subjectIds.map((person_profile_id) => ({ travel_plan_id: plan.id, person_profile_id })))
    .execute();
  return plan;
}

export async function createReview(
  db: Db,
  fields: Pick<Insertable<ReviewsTable>, 'assignment_id'> &
    Overrides<ReviewsTable> & { reviewerIds?: number[] },
) {
  const { reviewerIds = [], ...columns } = fields;
  const review = await db
    .insertInto('reviews')
    .values({ type: 'ANNUAL', date: '2027-09-01', ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (reviewerIds.length > 0) {
    await db
      .insertInto('review_reviewers')
      .values(reviewerIds.map((person_profile_id) => ({ review_id: review.id, person_profile_id })))
      .execute();
  }
  return review;
}

export async function createEducationPlan(
  db: Db,
  fields: Pick<Insertable<EducationPlansTable>, 'person_profile_id'> & Overrides<EducationPlansTable>,
) {
  return db
    .insertInto('education_plans')
    .values({ academic_year: '2026-2027', schooling_choice: 'HOMESCHOOL', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createUnit(
  db: Db,
  fields: Pick<Insertable<UnitsTable>, 'organisation_id'> & Overrides<UnitsTable>,
) {
  return db
    .insertInto('units')
    .values({ name: 'Medical unit', code: uniqueCode('U'), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createTeam(
  db: Db,
  fields: Pick<Insertable<TeamsTable>, 'organisation_id'> & Overrides<TeamsTable> & { memberIds?: number[] },
) {
  const { memberIds = [], ...columns } = fields;
  const team = await db
    .insertInto('teams')
    .values({ name: 'Hospital team', code: uniqueCode('T'), status: 'PUBLISHED', ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberIds.length > 0) {
    await db
      .insertInto('team_members')
      .values(memberIds.map((person_profile_id) => ({ team_id: team.id, person_profile_id })))
      .execute();
  }
  return team;
}

export async function createRequisition(
  db: Db,
  fields: Pick<Insertable<RequisitionsTable>, 'organisation_id'> & Overrides<RequisitionsTable>,
) {
  return db
    .insertInto('requisitions')
    .values({ title: 'Family physician', ...fields })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
}

export async function createVisionStrategyPaper(
  db: Db,
  fields: Pick<Insertable<VisionStrategyPapersTable>, 'organisation_id'> &
    Overrides<VisionStrategyPapersTable>,
) {
  return db
    .insertInto('vision_strategy_papers')
    .values({ title: 'Health care in the Great Lakes', ...fields })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
}

function requireProfile(user: TestUser): number {
  if (user.personProfileId === null) {
    throw new Error('This factory needs a user with a person profile');
  }
  return user.personProfileId;
}

/** A position of an organisation held by `userId` on each of the given records (management's access, R-ROLE-021). */
export async function holdPosition(
  db: Db,
  options: {
    organisationId: number;
    name: string;
    subjectType: PositionSubjectType;
    subjectIds: number[];
    userId: number;
  },
): Promise<{ id: number }> {
  const position = await db
    .insertInto('positions')
    .values({
      organisation_id: options.organisationId,
      name: options.name,
      applicable_to: [options.subjectType],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('position_assignments')
    .values(
      options.subjectIds.map((subject_id) => ({
        position_id: position.id,
        subject_type: options.subjectType,
        subject_id,
        user_id: options.userId,
      })),
    )
    .execute();
  return position;
}
