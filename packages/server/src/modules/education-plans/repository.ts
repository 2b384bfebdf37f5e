import type { EducationPlanSort, EducationPlanStatus } from '@mobilise/contract';
import { type Kysely, type RawBuilder, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, EducationPlansTable } from '../../db/schema.ts';
import type { Actor } from '../../policies/actor.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a save or a step writes. */
export type EducationPlanColumns = Omit<Updateable<EducationPlansTable>, 'id' | 'person_profile_id'>;

/** One plan with its child and the child's organisations, as the database gives it. */
export interface EducationPlanRow {
  id: number;
  version: number;
  person_profile_id: number;
  person: {
    id: number;
    first_name: string;
    last_name: string;
    known_as: string | null;
    avatar_id: number | null;
  };
  family_id: number | null;
  family_name: string | null;
  organisations: { id: number; name: string }[];
  status: EducationPlanStatus;
  academic_year: string;
  schooling_choice: string | null;
  school_name: string | null;
  requires_annual_testing_information: boolean;
  annual_testing_information_required_from: string | null;
  testing_information: string | null;
  latest_testing_information_date_of_test: string | null;
  last_reviewed_on: string | null;
  last_approved_on: string | null;
  expires_on: string | null;
  decision_note: string | null;
  attachments: number[];
  updated_at: string;
  updated_by: number | null;
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

/** The plan `e` as one JSON object, so both engines answer ids as numbers and dates as text. */
const rowJson = sql<EducationPlanRow>`json_build_object(
  'id', e.id, 'version', e.version, 'person_profile_id', e.person_profile_id,
  'person', json_build_object('id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
    'known_as', p.known_as, 'avatar_id', p.avatar_id),
  'family_id', p.family_id, 'family_name', f.name,
  'organisations', ${jsonList(sql`select json_agg(json_build_object('id', o.id, 'name', o.name)
      order by m.position, m.organisation_id)
    from person_profile_mobilising_organisations m join organisations o on o.id = m.organisation_id
    where m.person_profile_id = e.person_profile_id`)},
  'status', e.status, 'academic_year', e.academic_year, 'schooling_choice', e.schooling_choice,
  'school_name', e.school_name, 'requires_annual_testing_information', e.requires_annual_testing_information,
  'annual_testing_information_required_from', e.annual_testing_information_required_from,
  'testing_information', e.testing_information,
  'latest_testing_information_date_of_test', e.latest_testing_information_date_of_test,
  'last_reviewed_on', e.last_reviewed_on, 'last_approved_on', e.last_approved_on, 'expires_on', e.expires_on,
  'decision_note', e.decision_note, 'updated_at', e.updated_at, 'updated_by', e.updated_by,
  'attachments', ${jsonList(sql`select json_agg(aa.asset_id order by aa.created_at, aa.asset_id)
    from asset_attachments aa where aa.assetable_type = 'education_plan' and aa.assetable_id = e.id`)})`;

/** The plans with these ids, in the order asked; `lock` locks them for an update. */
export async function findEducationPlans(
  db: Db,
  ids: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<EducationPlanRow[]> {
  if (ids.length === 0) {
    return [];
  }
  if (lock) {
    await sql`select id from education_plans where id in (${sql.join(ids)}) for update`.execute(db);
  }
  const { rows } = await sql<{ plan: EducationPlanRow }>`select ${rowJson} as plan
    from education_plans e join person_profiles p on p.id = e.person_profile_id
    left join families f on f.id = p.family_id
    where e.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map(({ plan }) => [Number(plan.id), plan]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findEducationPlan(db: Db, id: number, options: { lock?: boolean } = {}) {
  return (await findEducationPlans(db, [id], options))[0];
}

/** The child `p` reaches the actor (the same rule as reachesEducationPlan), as SQL. */
export function childInScope(actor: Actor): RawBuilder<unknown> {
  if (actor.isAdmin || actor.isInternationalOfficeConsultant) {
    return sql`true`;
  }
  const organisations = [...new Set([...actor.officeStaffFor, ...actor.educationConsultantFor])];
  return sql`(p.id = ${actor.personProfileId ?? 0}
    or (p.family_id is not null and p.family_id = ${actor.familyId ?? 0})
    or exists (select 1 from person_profile_mobilising_organisations m
      where m.person_profile_id = p.id and m.organisation_id in (${sql.join(organisations.length > 0 ? organisations : [0])})))`;
}

/** The filters of the plans index, as the repository applies them. */
export interface EducationPlanFilters {
  ids?: number[];
  /** Children, or people whose family's children are meant. */
  personProfileIds?: number[];
  organisationIds?: number[];
  statuses?: EducationPlanStatus[];
  /** Expired on `today` (or, false, not expired). */
  expired?: boolean;
  /** Not expired, and expiring on or before this day. */
  expiringBy?: string;
  today: string;
}

function filtersOf(filters: EducationPlanFilters) {
  const conditions = [sql`true`];
  const today = sql`${filters.today}::date`;
  if (filters.ids) {
    conditions.push(sql`e.id in (${sql.join(filters.ids)})`);
  }
  if (filters.personProfileIds) {
    const ids = sql.join(filters.personProfileIds);
    conditions.push(sql`(e.person_profile_id in (${ids}) or p.family_id in (
      select q.family_id from person_profiles q where q.id in (${ids}) and q.family_id is not null))`);
  }
  if (filters.organisationIds) {
    conditions.push(sql`exists (select 1 from person_profile_mobilising_organisations m
      where m.person_profile_id = e.person_profile_id and m.organisation_id in (${sql.join(filters.organisationIds)}))`);
  }
  if (filters.statuses) {
    conditions.push(sql`e.status in (${sql.join(filters.statuses)})`);
  }
  if (filters.expired === true) {
    conditions.push(sql`e.expires_on < ${today}`);
  } else if (filters.expired === false) {
    conditions.push(sql`(e.expires_on is null or e.expires_on >= ${today})`);
  }
  if (filters.expiringBy) {
    conditions.push(sql`e.expires_on >= ${today} and e.expires_on <= ${filters.expiringBy}::date`);
  }
  return sql.join(conditions, sql` and `);
}

const orderOf: Record<EducationPlanSort, RawBuilder<unknown>> = {
  expires: sql`e.expires_on asc nulls last, e.id`,
  '-expires': sql`e.expires_on desc nulls last, e.id desc`,
  name: sql`p.last_name, p.first_name, e.academic_year desc, e.id`,
  '-updated': sql`e.updated_at desc, e.id desc`,
};

/** One page of the ids of the plans the actor reaches that pass the filters, with the number of all. */
export async function listEducationPlanIds(
  db: Db,
  actor: Actor,
  filters: EducationPlanFilters,
  sort: EducationPlanSort,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const from = sql`from education_plans e join person_profiles p on p.id = e.person_profile_id
    where ${childInScope(actor)} and ${filtersOf(filters)}`;
  const { rows } = await sql<{ id: number; total: number }>`
    select e.id::int as id, (count(*) over ())::int as total ${from}
    order by ${orderOf[sort]} limit ${page.limit} offset ${page.offset}`.execute(db);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const counted = await sql<{ total: number }>`select count(*)::int as total ${from}`.execute(db);
    total = counted.rows[0]?.total ?? 0;
  }
  return { ids: rows.map((row) => Number(row.id)), total };
}

/** The child a new plan is for, with their family and organisations; undefined when there is none. */
export async function findChild(db: Db, personProfileId: number) {
  const { rows } = await sql<{ id: number; family_id: number | null; mobilised_by: number[] }>`
    select p.id::int as id, p.family_id::int as family_id,
      ${jsonList(sql`select json_agg(m.organisation_id order by m.position, m.organisation_id)
        from person_profile_mobilising_organisations m where m.person_profile_id = p.id`)} as mobilised_by
    from person_profiles p where p.id = ${personProfileId}`.execute(db);
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        familyId: row.family_id === null ? null : Number(row.family_id),
        mobilisedBy: row.mobilised_by,
      }
    : undefined;
}

/** Whether the child has a plan for that academic year (other than `exceptId`). */
export async function hasPlanForYear(
  db: Db,
  personProfileId: number,
  academicYear: string,
  exceptId?: number,
) {
  const row = await db
    .selectFrom('education_plans')
    .select('id')
    .where('person_profile_id', '=', personProfileId)
    .where('academic_year', '=', academicYear)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEducationPlan(
  db: Db,
  values: EducationPlanColumns & { person_profile_id: number; academic_year: string },
  userId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('education_plans')
    .values({ ...values, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Writes the columns and moves the version on; answers the new version. */
export async function updateEducationPlan(
  db: Db,
  id: number,
  columns: EducationPlanColumns,
  userId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .updateTable('education_plans')
    .set({ ...columns, updated_by: userId, updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The e-mail addresses (accounts not disabled) of the child's family, the child included. */
export async function familyEmails(db: Db, personProfileId: number): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`select distinct u.email
    from person_profiles c join person_profiles p
      on p.id = c.id or (c.family_id is not null and p.family_id = c.family_id)
    join users u on u.id = p.user_id
    where c.id = ${personProfileId} and u.disabled_at is null order by u.email`.execute(db);
  return rows.map((row) => row.email);
}

/**
 * The education dashboard's counts over the plans of children mobilised by `organisations` ('*': all).
 * A child of school age (4 to 18) in a family who requires a plan (as their profile says, unless marked
 * otherwise) and has none for the academic year, archived ones aside, counts as without a plan.
 */
export async function dashboardCounts(
  db: Db,
  organisations: '*' | readonly number[],
  { today, expiringBy, academicYear }: { today: string; expiringBy: string; academicYear: string },
) {
  const ofChild = (child: string) =>
    organisations === '*'
      ? sql`true`
      : sql`exists (select 1 from person_profile_mobilising_organisations m
          where m.person_profile_id = ${sql.ref(child)} and m.organisation_id in (${sql.join(organisations.length > 0 ? [...organisations] : [0])}))`;
  const day = sql`${today}::date`;
  const { rows } = await sql<{
    awaiting: number;
    expiring: number;
    expired: number;
    missing_testing: number;
    without_plan: number;
    by_status: { status: EducationPlanStatus; count: number }[];
    by_month: { month: string; count: number }[];
  }>`select
      (select count(*)::int from education_plans e where ${ofChild('e.person_profile_id')} and e.status = 'SUBMITTED') as awaiting,
      (select count(*)::int from education_plans e where ${ofChild('e.person_profile_id')} and e.status = 'APPROVED'
        and e.expires_on >= ${day} and e.expires_on <= ${expiringBy}::date) as expiring,
      (select count(*)::int from education_plans e where ${ofChild('e.person_profile_id')} and e.status <> 'ARCHIVED'
        and e.expires_on < ${day}) as expired,
      (select count(*)::int from education_plans e where ${ofChild('e.person_profile_id')}
        and e.status not in ('ARCHIVED', 'REJECTED') and e.requires_annual_testing_information
        and (e.annual_testing_information_required_from is null or e.annual_testing_information_required_from <= ${day})
        and e.latest_testing_information_date_of_test is null) as missing_testing,
      (select count(*)::int from person_profiles c where ${ofChild('c.id')} and c.requires_education_plan
        and c.family_id is not null and c.date_of_birth > ${day} - interval '19 years'
        and c.date_of_birth <= ${day} - interval '4 years'
        and not exists (select 1 from education_plans e where e.person_profile_id = c.id
          and e.academic_year = ${academicYear} and e.status <> 'ARCHIVED')) as without_plan,
      ${jsonList(sql`select json_agg(json_build_object('status', s.status, 'count', s.count) order by s.status)
        from (select e.status, count(*)::int as count from education_plans e
          where ${ofChild('e.person_profile_id')} group by e.status) s`)} as by_status,
      ${jsonList(sql`select json_agg(json_build_object('month', s.month, 'count', s.count) order by s.month)
        from (select to_char(e.expires_on, 'YYYY-MM') as month, count(*)::int as count from education_plans e
          where ${ofChild('e.person_profile_id')} and e.status <> 'ARCHIVED' and e.expires_on is not null
          group by to_char(e.expires_on, 'YYYY-MM')) s`)} as by_month`.execute(db);
  const row = rows[0];
  if (!row) {
    throw new Error('the dashboard query answers one row');
  }
  return row;
}

/** The child's profile, locked, with whether they require an education plan. */
export async function lockRequirement(db: Db, personProfileId: number) {
  return db
    .selectFrom('person_profiles')
    .select(['version', 'requires_education_plan'])
    .where('id', '=', personProfileId)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes whether the child requires an education plan and moves the profile's version on. */
export async function writeRequirement(db: Db, personProfileId: number, requires: boolean, now: Date) {
  const row = await db
    .updateTable('person_profiles')
    .set({ requires_education_plan: requires, version: sql`version + 1`, updated_at: now })
    .where('id', '=', personProfileId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
