import type { ApplicationStatus, Appointment, PositionWithAssignments, TermType } from '@mobilise/contract';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApplicationScope } from '../../policies/application-policy.ts';

/** The filters of `GET api/applications` the repository applies. */
export interface ApplicationFilters {
  ids?: number[];
  applicantIds?: number[];
  statuses?: ApplicationStatus[];
}

export interface StageJson {
  id: number;
  name: string;
  position: number;
  completed: boolean;
}

/** One application with everything its contract shape shows, and what the policy needs. */
export interface ApplicationRow {
  id: number;
  public_id: number;
  organisation_id: number;
  title: string;
  about: string | null;
  status: ApplicationStatus;
  term_type: TermType;
  applicant_ids: number[];
  invited_applicant_ids: number[];
  position_holder_ids: number[];
  positions: PositionWithAssignments[];
  appointments: Appointment[];
  stages?: StageJson[];
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

/** The person profiles holding a position on `ap`. */
const positionHolders = sql`select hp.id from position_assignments pa
  join person_profiles hp on hp.user_id = pa.user_id
  where pa.subject_type = 'APPLICATION' and pa.subject_id = ap.id`;

/** `ap` is one the scope reaches: the WHERE form of isApplicationInScope. */
function inScope(scope: ApplicationScope): Expression<SqlBool> {
  const { records, selfId } = scope;
  if (records.all) {
    return sql<SqlBool>`true`;
  }
  const reaches: RawBuilder<SqlBool>[] = [];
  if (records.organisationIds.length > 0) {
    reaches.push(sql`ap.organisation_id in (${sql.join(records.organisationIds)})`);
  }
  if (records.positionHolderId !== null && records.positionOrganisationIds.length > 0) {
    reaches.push(sql`(ap.organisation_id in (${sql.join(records.positionOrganisationIds)})
      and ${records.positionHolderId} in (${positionHolders}))`);
  }
  if (selfId !== null) {
    reaches.push(sql`exists (select 1 from application_applicants aa
      where aa.application_id = ap.id and aa.person_profile_id = ${selfId})`);
    reaches.push(sql`exists (select 1 from application_invited_applicants ai
      where ai.application_id = ap.id and ai.person_profile_id = ${selfId})`);
  }
  return reaches.length > 0 ? sql<SqlBool>`(${sql.join(reaches, sql` or `)})` : sql<SqlBool>`false`;
}

function matching(filters: ApplicationFilters): Expression<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filters.ids) {
    conditions.push(sql`ap.id in (${sql.join(filters.ids)})`);
  }
  if (filters.applicantIds) {
    conditions.push(sql`exists (select 1 from application_applicants fa
      where fa.application_id = ap.id and fa.person_profile_id in (${sql.join(filters.applicantIds)}))`);
  }
  if (filters.statuses && filters.statuses.length > 0) {
    conditions.push(sql`ap.status in (${sql.join(filters.statuses)})`);
  }
  return conditions;
}

/** Applications `ap` with every nested part, and their workflow stages when asked. */
function selectApplications(db: Kysely<Database>, withStages: boolean) {
  return db
    .selectFrom('applications as ap')
    .select([
      'ap.id',
      'ap.public_id',
      'ap.organisation_id',
      'ap.title',
      'ap.about',
      'ap.status',
      'ap.term_type',
      jsonList(sql`select json_agg(aa.person_profile_id order by aa.person_profile_id)
        from application_applicants aa where aa.application_id = ap.id`).as('applicant_ids'),
      jsonList(sql`select json_agg(ai.person_profile_id order by ai.person_profile_id)
        from application_invited_applicants ai where ai.application_id = ap.id`).as('invited_applicant_ids'),
      jsonList(sql`select json_agg(h.id order by h.id) from (${positionHolders}) h`).as(
        'position_holder_ids',
      ),
      jsonList(sql`select json_agg(json_build_object('id', po.id, 'name', po.name, 'removed', po.removed,
          'assignments', json_build_array(json_build_object('user_ids', x.user_ids))) order by po.name, po.id)
        from (select pa.position_id, json_agg(pa.user_id order by pa.user_id) as user_ids
              from position_assignments pa
              where pa.subject_type = 'APPLICATION' and pa.subject_id = ap.id group by pa.position_id) x
        join positions po on po.id = x.position_id`).as('positions'),
      jsonList(sql`select json_agg(json_build_object('application_id', apt.application_id,
          'appointee_id', apt.appointee_id, 'term_type', apt.term_type,
          'appointment_date', apt.appointment_date, 'appointed_by', apt.appointed_by)
          order by apt.appointment_date desc, apt.id desc)
        from appointments apt where apt.application_id = ap.id`).as('appointments'),
    ])
    .$if(withStages, (query) =>
      query.select(
        jsonList(sql`select json_agg(json_build_object('id', s.id, 'name', s.name, 'position', s.position,
            'completed', s.completed_at is not null) order by s.position, s.id)
          from application_workflow_stages s where s.application_id = ap.id`).as('stages'),
      ),
    );
}

/** Newest first. */
const newestFirst = sql`ap.created_at desc, ap.id desc`;

/** One page of the applications in scope matching the filters, newest first, and how many there are. */
export async function listApplications(
  db: Kysely<Database>,
  scope: ApplicationScope,
  filters: ApplicationFilters,
  withStages: boolean,
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = [inScope(scope), ...matching(filters)];
  const pageIds = db
    .selectFrom('applications as ap')
    .select(['ap.id', sql<number>`row_number() over (order by ${newestFirst})`.as('rank')])
    .where((eb) => eb.and(where))
    .orderBy('rank')
    .limit(page.limit)
    .offset(page.offset);
  const [rows, count] = await Promise.all([
    selectApplications(db, withStages)
      .innerJoin(pageIds.as('page'), 'page.id', 'ap.id')
      .orderBy('page.rank')
      .execute(),
    db
      .selectFrom('applications as ap')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => eb.and(where))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as ApplicationRow[], total: Number(count.total) };
}

/** One application with its stages whatever the scope (the service asks the policy); undefined when unknown. */
export async function findApplication(db: Kysely<Database>, id: number): Promise<ApplicationRow | undefined> {
  const row = await selectApplications(db, true).where('ap.id', '=', id).executeTakeFirst();
  return row as unknown as ApplicationRow | undefined;
}
