import type { MemberStatus, MembershipType } from '@mobilise/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, DateText } from '../../db/schema.ts';

// The reports' SQL. Each read takes at most `limit` rows after a key, in an order an index gives, so that
// a report of any length is read a thousand rows at a time without the database sorting it all each time.

type Db = Kysely<Database>;

export interface ReportOrganisation {
  id: number;
  name: string;
}

/** The organisations listed ('*': all), by name. */
export function reportOrganisations(db: Db, ids: '*' | number[]): Promise<ReportOrganisation[]> {
  let query = db.selectFrom('organisations').select(['id', 'name']).orderBy('name').orderBy('id');
  if (ids !== '*') {
    query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
  }
  return query.execute();
}

/** A membership `m` that has begun and not ended before `today` (it ends at the end of its end date). */
function isCurrentMembership(today: DateText): RawBuilder<boolean> {
  return sql<boolean>`(m.starts_from <= ${today}::date and (m.end_date is null or m.end_date >= ${today}::date))`;
}

/** The person columns every report shows. */
interface PersonColumns {
  person_profile_id: number;
  last_name: string;
  first_name: string;
  known_as: string | null;
  aim_positional_email: string | null;
  member_status: MemberStatus;
}

/** Memberships come before assignments within a person. */
export const recordKinds = { membership: 1, assignment: 2 } as const;
export type RecordKind = (typeof recordKinds)[keyof typeof recordKinds];

/** Where an ABO read stops within an organisation: person, kind of record, record id. */
export interface AboKey {
  personId: number;
  kind: RecordKind;
  recordId: number;
}

export interface AboRow extends PersonColumns {
  kind: RecordKind;
  record_id: number;
  membership_type: MembershipType | null;
  assignment_title: string | null;
  country: string | null;
  team_name: string | null;
  start_date: DateText | null;
  end_date: DateText | null;
  ended: boolean;
}

/**
 * The part of one branch of the ABO union that comes after `key`: a branch of a later kind starts at
 * the key's person, one of an earlier kind after it, one of the same kind after the key's record.
 */
function afterKey(
  kind: RecordKind,
  person: string,
  id: string,
  key: AboKey | undefined,
): RawBuilder<unknown> {
  if (!key) {
    return sql`true`;
  }
  if (kind > key.kind) {
    return sql`${sql.ref(person)} >= ${key.personId}`;
  }
  if (kind < key.kind) {
    return sql`${sql.ref(person)} > ${key.personId}`;
  }
  return sql`(${sql.ref(person)}, ${sql.ref(id)}) > (${key.personId}, ${key.recordId})`;
}

/**
 * Whether the organisation receiving assignment `a` reads it: when no other organisation sends the
 * person (it explored the assignment itself, or nobody did), when it mobilises the assignee, or while
 * the sending organisation shares it with it. An unshared assignment leaves its report as it leaves its
 * lists.
 */
const receivingOrganisationReads = (organisationId: number) => sql`(a.is_shared_with_receiving_organisation
  or a.explored_by_organisation_id is null or a.explored_by_organisation_id = ${organisationId}
  or exists (select 1 from person_profile_mobilising_organisations so
    where so.person_profile_id = a.assignee_person_profile_id and so.organisation_id = ${organisationId}))`;

/**
 * One organisation's memberships and received assignments after `key`, in person order: the current
 * ones (a membership begun and not ended before `today`, an active assignment not abandoned) and, when
 * `historical`, the ended ones too. Memberships yet to begin and assignments not yet active are in neither.
 */
export async function aboRows(
  db: Db,
  organisationId: number,
  { today, historical }: { today: DateText; historical: boolean },
  key: AboKey | undefined,
  limit: number,
): Promise<AboRow[]> {
  const membershipIsListed = historical ? sql`m.starts_from <= ${today}::date` : isCurrentMembership(today);
  const assignmentStatuses = historical ? ['ACTIVE', 'ENDED'] : ['ACTIVE'];
  const { rows } = await sql<AboRow>`
    select r.*, p.last_name, p.first_name, p.known_as, p.aim_positional_email, p.member_status
    from (
      (select m.person_profile_id, ${sql.lit(recordKinds.membership)} as kind, m.id as record_id,
              m.type as membership_type, null::text as assignment_title, null::text as country,
              null::text as team_name, m.starts_from as start_date, m.end_date,
              coalesce(m.end_date < ${today}::date, false) as ended
         from memberships m
        where m.organisation_id = ${organisationId} and ${membershipIsListed}
          and ${afterKey(recordKinds.membership, 'm.person_profile_id', 'm.id', key)}
        order by m.person_profile_id, m.id
        limit ${limit})
      union all
      (select a.assignee_person_profile_id, ${sql.lit(recordKinds.assignment)}, a.id, null, a.associated_with_title,
              a.country, t.name, coalesce(a.confirmed_start_date, a.proposed_start_date),
              coalesce(a.confirmed_end_date, a.proposed_end_date), a.status = 'ENDED'
         from assignments a
         left join teams t on t.id = a.team_id
        where a.received_by_organisation_id = ${organisationId} and not a.is_abandoned
          and ${receivingOrganisationReads(organisationId)}
          and a.status in (${sql.join(assignmentStatuses)})
          and ${afterKey(recordKinds.assignment, 'a.assignee_person_profile_id', 'a.id', key)}
        order by a.assignee_person_profile_id, a.id
        limit ${limit})
    ) r
    join person_profiles p on p.id = r.person_profile_id
    order by r.person_profile_id, r.kind, r.record_id
    limit ${limit}`.execute(db);
  return rows;
}

/** Where an eligible voters read stops within an organisation: person, membership id. */
export interface VoterKey {
  personId: number;
  membershipId: number;
}

export interface VoterRow extends PersonColumns {
  membership_id: number;
  aim_personal_email: string | null;
  starts_from: DateText;
}

/**
 * One organisation's people who may vote in it, after `key`: a full-term membership of it that has begun
 * and not ended before `today`, held by a living, not retired person whose member status is active.
 */
export function voterRows(
  db: Db,
  organisationId: number,
  today: DateText,
  key: VoterKey | undefined,
  limit: number,
): Promise<VoterRow[]> {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('person_profiles as p', 'p.id', 'm.person_profile_id')
    .select([
      'm.person_profile_id',
      'm.id as membership_id',
      'm.starts_from',
      'p.last_name',
      'p.first_name',
      'p.known_as',
      'p.aim_positional_email',
      'p.aim_personal_email',
      'p.member_status',
    ])
    .where('m.organisation_id', '=', organisationId)
    .where('m.type', '=', 'FULL_TERM')
    .where(isCurrentMembership(today))
    .where('p.member_status', '=', 'ACTIVE')
    .where('p.is_deceased', '=', false)
    .where('p.is_retired', '=', false);
  if (key) {
    query = query.where(sql<boolean>`(m.person_profile_id, m.id) > (${key.personId}, ${key.membershipId})`);
  }
  return query.orderBy('m.person_profile_id').orderBy('m.id').limit(limit).execute();
}

/** The people of the RHAF report after the person `afterId`: everyone holding a membership now. */
export function rhafPeople(db: Db, today: DateText, afterId: number, limit: number) {
  return db
    .selectFrom('person_profiles as p')
    .leftJoin('families as f', 'f.id', 'p.family_id')
    .select((eb) => [
      'p.id',
      'p.last_name',
      'p.first_name',
      'p.known_as',
      'p.sex',
      'p.date_of_birth',
      'p.marital_status',
      'p.spouse_name',
      'p.member_status',
      'p.family_id',
      'f.name as family_name',
      'p.aim_positional_email',
      'p.aim_personal_email',
      'p.phone_number',
      eb
        .selectFrom('person_profile_mobilising_organisations as mo')
        .innerJoin('organisations as o', 'o.id', 'mo.organisation_id')
        .select('o.name')
        .whereRef('mo.person_profile_id', '=', 'p.id')
        .orderBy('mo.position')
        .orderBy('mo.organisation_id')
        .limit(1)
        .as('home_organisation'),
    ])
    .where('p.id', '>', afterId)
    .where(
      sql<boolean>`exists (select 1 from memberships m where m.person_profile_id = p.id and ${isCurrentMembership(today)})`,
    )
    .orderBy('p.id')
    .limit(limit)
    .execute();
}
export type RhafPerson = Awaited<ReturnType<typeof rhafPeople>>[number];

/** The memberships each of `people` holds now, with their organisation's name, oldest first. */
export function currentMembershipsOf(db: Db, people: number[], today: DateText) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('organisations as o', 'o.id', 'm.organisation_id')
    .select(['m.person_profile_id', 'm.type', 'm.starts_from', 'o.name as organisation'])
    .where('m.person_profile_id', 'in', people)
    .where(isCurrentMembership(today))
    .orderBy('m.person_profile_id')
    .orderBy('m.starts_from')
    .orderBy('m.id')
    .execute();
}

/** The nationalities (country codes) of each of `people`, in their order. */
export function nationalitiesOf(db: Db, people: number[]) {
  return db
    .selectFrom('person_profile_nationalities')
    .select(['person_profile_id', 'country'])
    .where('person_profile_id', 'in', people)
    .orderBy('person_profile_id')
    .orderBy('position')
    .execute();
}

/** Everyone in `families`, eldest first (those without a date of birth last). */
export function familyMembersOf(db: Db, families: number[]) {
  return db
    .selectFrom('person_profiles')
    .select(['id', 'family_id', 'first_name', 'last_name', 'date_of_birth'])
    .where('family_id', 'in', families)
    .orderBy('family_id')
    .orderBy(sql`date_of_birth asc nulls last`)
    .orderBy('id')
    .execute();
}

/**
 * The active assignment of each of `people` (not abandoned), with its receiving organisation and team;
 * of several, the one that began last.
 */
export async function activeAssignmentsOf(db: Db, people: number[]) {
  const { rows } = await sql<{
    person_profile_id: number;
    receiving_organisation: string;
    country: string | null;
    team_name: string | null;
    start_date: DateText | null;
    end_date: DateText | null;
  }>`
    select distinct on (a.assignee_person_profile_id)
           a.assignee_person_profile_id as person_profile_id, o.name as receiving_organisation, a.country,
           t.name as team_name, coalesce(a.confirmed_start_date, a.proposed_start_date) as start_date,
           coalesce(a.confirmed_end_date, a.proposed_end_date) as end_date
      from assignments a
      join organisations o on o.id = a.received_by_organisation_id
      left join teams t on t.id = a.team_id
     where a.assignee_person_profile_id in (${sql.join(people)}) and a.status = 'ACTIVE' and not a.is_abandoned
     order by a.assignee_person_profile_id, start_date desc nulls last, a.id desc`.execute(db);
  return rows;
}
