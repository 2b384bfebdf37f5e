import type {
  AssignmentSort,
  AssignmentStatus,
  ItineraryItem,
  OfferStatus,
  OutboundLogisticsPlanStatus,
  PositionWithAssignments,
  RequisitionAvailability,
} from '@mobilise/contract';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { textMatches } from '../../db/search-text-sql.ts';
import type { AssignmentScope } from '../../policies/assignment-policy.ts';
import { type StageJson, workflowStagesJson } from '../applications/repository.ts';

/** The filters of `GET api/assignments` the repository applies. */
export interface AssignmentFilters {
  ids?: number[];
  publicIds?: number[];
  assigneeIds?: number[];
  statuses?: AssignmentStatus[];
  isAbandoned?: boolean;
  receivedByIds?: number[];
  organisationIds?: number[];
  exploredByIds?: number[];
  excludeReceivedByIds?: number[];
  isSharedWithReceivingOrganisation?: boolean;
  /** The start that counts (confirmed, else proposed) is between today and today plus this many days. */
  startsWithinDays?: number;
  /** The words of a search, each of which the assignment's number, assignee's name or title must hold. */
  searchWords?: readonly string[];
  /** The order of the page, by the start that counts; latest first when not given. */
  sort?: AssignmentSort;
}

interface Reference {
  id: number;
  name: string;
}

interface LeaveSummaryJson {
  id: number;
  public_id: number;
  status: 'AWAITING_APPROVAL' | 'APPROVED' | 'REJECTED';
  departure_date: string | null;
  return_date: string | null;
}

/** One assignment with everything its contract shape shows, and what the policy needs. */
export interface AssignmentRow {
  id: number;
  public_id: number;
  assignee_id: number;
  assignee_first_name: string;
  assignee_last_name: string;
  assignee_avatar_id: number | null;
  assignee_family_id: number | null;
  associated_with_type: 'REQUISITION' | 'APPLICATION' | 'TEAM' | 'UNIT' | null;
  associated_with_id: number | null;
  associated_with_title: string | null;
  explored_by: Reference | null;
  received_by: Reference | null;
  proposed_start_date: string | null;
  proposed_end_date: string | null;
  confirmed_start_date: string | null;
  confirmed_end_date: string | null;
  status: AssignmentStatus;
  is_abandoned: boolean;
  is_shared_with_receiving_organisation: boolean;
  is_shared_with_assignee: boolean;
  financial_clearance_was_given: boolean;
  receiving_organisation_is_ready_to_receive_assignment: boolean;
  offer_status: OfferStatus | null;
  offer_notes: string | null;
  offer_accepted_on: string | null;
  version: number;
  organisation_ids: number[];
  position_holder_ids: number[];
  positions: PositionWithAssignments[];
  itinerary_items: ItineraryItem[];
  outbound_logistics_plan: {
    id: number;
    version: number;
    notes: string | null;
    attachments: number[];
    submitted_by: number | null;
    status: OutboundLogisticsPlanStatus;
  } | null;
  children_education_plans: {
    id: number;
    status: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'ARCHIVED';
    personProfileId: number;
    academicYear: string | null;
    expiresOn: string | null;
  }[];
  current_leave_requests: LeaveSummaryJson[];
  current_travel_plans: LeaveSummaryJson[];
  /** Its reviews, with what the review rules look at: the presenter lists only those the caller sees. */
  reviews: {
    id: number;
    date: string;
    status: 'NOT_SUBMITTED' | 'SUBMITTED' | 'SIGNED_OFF';
    type: 'BEGINNING_OF_TERM' | 'END_OF_TERM' | 'ANNUAL';
    reviewer_ids: number[];
    is_shared_with_mobilising_organisation: boolean;
  }[];
  /** The organisations mobilising the assignee (a review is shared with their office staff). */
  mobilised_by: number[];
  mou_document_ids: number[];
  /** Its workflow's stages, in order; none until one is started. */
  stages: StageJson[];
  requisition: {
    public_id: number;
    title: string;
    region_id: number | null;
    availability: RequisitionAvailability;
  } | null;
  /** ISO 3166 alpha-2 code of the country of service. */
  country: string | null;
  geolocation_name: string | null;
  team_name: string | null;
  unit_name: string | null;
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

const organisationOf = (column: string) => sql`(select json_build_object('id', o.id, 'name', o.name)
  from organisations o where o.id = ${sql.ref(column)})`;

/** `a`'s organisations are among `organisationIds`: it explored `a`, or mobilises its assignee. */
function ofOrganisations(organisationIds: readonly number[]): RawBuilder<SqlBool> {
  if (organisationIds.length === 0) {
    return sql<SqlBool>`false`;
  }
  const ids = sql.join(organisationIds);
  return sql<SqlBool>`(a.explored_by_organisation_id in (${ids}) or exists (
    select 1 from person_profile_mobilising_organisations m
    where m.person_profile_id = a.assignee_person_profile_id and m.organisation_id in (${ids})))`;
}

/** The person profiles holding a position on `a`. */
const positionHolders = sql`select hp.id from position_assignments pa
  join person_profiles hp on hp.user_id = pa.user_id
  where pa.subject_type = 'ASSIGNMENT' and pa.subject_id = a.id`;

/** `a` is one the scope reaches: the WHERE form of isAssignmentInScope. */
function inScope(scope: AssignmentScope): Expression<SqlBool> {
  const { records, selfId, familyId } = scope;
  if (records.all) {
    return sql<SqlBool>`true`;
  }
  const reaches: RawBuilder<SqlBool>[] = [ofOrganisations(records.organisationIds)];
  if (records.positionHolderId !== null && records.positionOrganisationIds.length > 0) {
    reaches.push(sql`(${ofOrganisations(records.positionOrganisationIds)}
      and ${records.positionHolderId} in (${positionHolders}))`);
  }
  if (records.organisationIds.length > 0) {
    reaches.push(sql`(a.is_shared_with_receiving_organisation
      and a.received_by_organisation_id in (${sql.join(records.organisationIds)}))`);
  }
  const own: RawBuilder<SqlBool>[] = [];
  if (selfId !== null) {
    own.push(sql`a.assignee_person_profile_id = ${selfId}`);
  }
  if (familyId !== null) {
    own.push(sql`p.family_id = ${familyId}`);
  }
  if (own.length > 0) {
    reaches.push(sql`(a.is_shared_with_assignee and (${sql.join(own, sql` or `)}))`);
  }
  return sql<SqlBool>`(${sql.join(reaches, sql` or `)})`;
}

/**
 * What a search matches: the number the app shows ("#12"), the assignee's names and what the assignment is
 * for. Nothing else of the person, since a receiving organisation searches here too (Z9).
 */
const searchableText = sql`concat_ws(' ', '#' || a.public_id, p.first_name, p.known_as, p.last_name,
  a.associated_with_title, (select rq.title from requisitions rq where rq.id = a.requisition_id))`;

/** The start that counts: the confirmed one when there is one, else the proposed one. */
const startThatCounts = sql`coalesce(a.confirmed_start_date, a.proposed_start_date)`;

function matching(filters: AssignmentFilters, today: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.ids) {
    conditions.push(sql`a.id in (${sql.join(filters.ids)})`);
  }
  if (filters.publicIds) {
    conditions.push(sql`a.public_id in (${sql.join(filters.publicIds)})`);
  }
  if (filters.assigneeIds) {
    conditions.push(sql`a.assignee_person_profile_id in (${sql.join(filters.assigneeIds)})`);
  }
  if (filters.statuses && filters.statuses.length > 0) {
    conditions.push(sql`a.status in (${sql.join(filters.statuses)})`);
  }
  if (filters.isAbandoned !== undefined) {
    conditions.push(sql`a.is_abandoned = ${filters.isAbandoned}`);
  }
  if (filters.receivedByIds) {
    conditions.push(sql`a.received_by_organisation_id in (${sql.join(filters.receivedByIds)})`);
  }
  if (filters.organisationIds) {
    conditions.push(ofOrganisations(filters.organisationIds));
  }
  if (filters.exploredByIds) {
    conditions.push(sql`a.explored_by_organisation_id in (${sql.join(filters.exploredByIds)})`);
  }
  if (filters.excludeReceivedByIds) {
    conditions.push(sql`(a.received_by_organisation_id is null
      or a.received_by_organisation_id not in (${sql.join(filters.excludeReceivedByIds)}))`);
  }
  if (filters.isSharedWithReceivingOrganisation !== undefined) {
    conditions.push(
      sql`a.is_shared_with_receiving_organisation = ${filters.isSharedWithReceivingOrganisation}`,
    );
  }
  conditions.push(...textMatches(searchableText, filters.searchWords ?? []));
  if (filters.startsWithinDays !== undefined) {
    conditions.push(sql`${startThatCounts}
      between ${today}::date and ${today}::date + ${filters.startsWithinDays}::integer`);
  }
  return conditions;
}

const leaveSummaries = (table: 'leave_requests' | 'travel_plans', link: string, key: string, today: string) =>
  jsonList(sql`select json_agg(json_build_object('id', l.id, 'public_id', l.public_id, 'status', l.status,
      'departure_date', l.departure_date, 'return_date', l.return_date)
      order by l.departure_date nulls last, l.id)
    from ${sql.table(table)} l join ${sql.table(link)} la on la.${sql.ref(key)} = l.id
    where la.assignment_id = a.id and (l.return_date is null or l.return_date >= ${today})`);

/** Assignments `a` with their assignee `p` and every nested part; `today` decides which leave is current. */
function selectAssignments(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('person_profiles as p', 'p.id', 'a.assignee_person_profile_id')
    .selectAll('a')
    .select([
      'p.id as assignee_id',
      'p.first_name as assignee_first_name',
      'p.last_name as assignee_last_name',
      'p.avatar_id as assignee_avatar_id',
      'p.family_id as assignee_family_id',
      organisationOf('a.explored_by_organisation_id').as('explored_by'),
      organisationOf('a.received_by_organisation_id').as('received_by'),
      jsonList(sql`select json_agg(x.organisation_id order by x.organisation_id) from (
          select a.explored_by_organisation_id as organisation_id where a.explored_by_organisation_id is not null
          union
          select m.organisation_id from person_profile_mobilising_organisations m
          where m.person_profile_id = a.assignee_person_profile_id) x`).as('organisation_ids'),
      jsonList(sql`select json_agg(h.id order by h.id) from (${positionHolders}) h`).as(
        'position_holder_ids',
      ),
      jsonList(sql`select json_agg(json_build_object('id', po.id, 'name', po.name, 'removed', po.removed,
          'assignments', json_build_array(json_build_object('user_ids', x.user_ids))) order by po.name, po.id)
        from (select pa.position_id, json_agg(pa.user_id order by pa.user_id) as user_ids
              from position_assignments pa
              where pa.subject_type = 'ASSIGNMENT' and pa.subject_id = a.id group by pa.position_id) x
        join positions po on po.id = x.position_id`).as('positions'),
      jsonList(sql`select json_agg(json_build_object('id', i.id, 'type', i.type, 'responsible_for', i.responsible_for,
          'start_date', i.start_date, 'end_date', i.end_date, 'status', i.status)
          order by i.start_date nulls last, i.id)
        from itinerary_items i where i.assignment_id = a.id`).as('itinerary_items'),
      sql`(select json_build_object('id', olp.id, 'version', olp.version, 'notes', olp.notes, 'submitted_by', olp.submitted_by,
          'status', olp.status, 'attachments', ${jsonList(sql`select json_agg(at.asset_id order by at.created_at, at.asset_id)
            from asset_attachments at
            where at.assetable_type = 'outbound_logistics_plan' and at.assetable_id = olp.id`)})
        from outbound_logistics_plans olp where olp.assignment_id = a.id)`.as('outbound_logistics_plan'),
      jsonList(sql`select json_agg(json_build_object('id', e.id, 'status', e.status,
          'personProfileId', e.person_profile_id, 'academicYear', e.academic_year, 'expiresOn', e.expires_on)
          order by e.person_profile_id, e.academic_year desc, e.id)
        from education_plans e join person_profiles fm on fm.id = e.person_profile_id
        where p.family_id is not null and fm.family_id = p.family_id and fm.id <> p.id
          and e.status <> 'ARCHIVED'`).as('children_education_plans'),
      leaveSummaries('leave_requests', 'leave_request_assignments', 'leave_request_id', today).as(
        'current_leave_requests',
      ),
      leaveSummaries('travel_plans', 'travel_plan_assignments', 'travel_plan_id', today).as(
        'current_travel_plans',
      ),
      jsonList(sql`select json_agg(json_build_object('id', r.id, 'date', r.date, 'status', r.status,
          'type', r.type, 'is_shared_with_mobilising_organisation', r.is_shared_with_mobilising_organisation,
          'reviewer_ids', ${jsonList(sql`select json_agg(x.person_profile_id order by x.person_profile_id)
            from review_reviewers x where x.review_id = r.id`)}) order by r.date, r.id)
        from reviews r where r.assignment_id = a.id`).as('reviews'),
      jsonList(sql`select json_agg(m.organisation_id order by m.organisation_id)
        from person_profile_mobilising_organisations m
        where m.person_profile_id = a.assignee_person_profile_id`).as('mobilised_by'),
      jsonList(sql`select json_agg(d.asset_id order by d.created_at, d.asset_id)
        from assignment_mou_documents d where d.assignment_id = a.id`).as('mou_document_ids'),
      workflowStagesJson('ASSIGNMENT', 'a.id').as('stages'),
      sql`(select json_build_object('public_id', rq.public_id, 'title', rq.title, 'region_id', rq.region_id,
          'availability', rq.availability)
        from requisitions rq where rq.id = a.requisition_id)`.as('requisition'),
      sql`(select g.name from geolocations g where g.id = a.geolocation_id)`.as('geolocation_name'),
      sql`(select t.name from teams t where t.id = a.team_id)`.as('team_name'),
      sql`(select un.name from units un where un.id = a.unit_id)`.as('unit_name'),
    ]);
}

/** By the start that counts: latest first (the default), or soonest first for `start`. */
const orderOf = (sort: AssignmentSort | undefined) =>
  sort === 'start'
    ? sql`${startThatCounts} asc nulls last, a.id asc`
    : sql`${startThatCounts} desc nulls last, a.id desc`;

/** One page of the assignments in scope matching the filters, in the order asked, and how many there are. */
export async function listAssignments(
  db: Kysely<Database>,
  scope: AssignmentScope,
  filters: AssignmentFilters,
  page: { limit: number; offset: number },
  today: string,
): Promise<{ rows: AssignmentRow[]; total: number }> {
  const where = [inScope(scope), ...matching(filters, today)];
  const pageIds = db
    .selectFrom('assignments as a')
    .innerJoin('person_profiles as p', 'p.id', 'a.assignee_person_profile_id')
    .select(['a.id', sql<number>`row_number() over (order by ${orderOf(filters.sort)})`.as('rank')])
    .where((eb) => eb.and(where))
    .orderBy('rank')
    .limit(page.limit)
    .offset(page.offset);
  const [rows, count] = await Promise.all([
    selectAssignments(db, today)
      .innerJoin(pageIds.as('page'), 'page.id', 'a.id')
      .orderBy('page.rank')
      .execute(),
    db
      .selectFrom('assignments as a')
      .innerJoin('person_profiles as p', 'p.id', 'a.assignee_person_profile_id')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => eb.and(where))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as AssignmentRow[], total: Number(count.total) };
}

/** One assignment whatever the scope (the service asks the policy); undefined when unknown. */
export async function findAssignment(
  db: Kysely<Database>,
  id: number,
  today: string,
): Promise<AssignmentRow | undefined> {
  const row = await selectAssignments(db, today).where('a.id', '=', id).executeTakeFirst();
  return row as unknown as AssignmentRow | undefined;
}

/** A POTENTIAL assignment made from an appointment; answers its id. */
export async function insertPotentialAssignment(
  db: Kysely<Database>,
  values: {
    assignee_person_profile_id: number;
    received_by_organisation_id: number;
    explored_by_organisation_id: number;
    associated_with_id: number;
    associated_with_title: string;
  },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('assignments')
    .values({
      ...values,
      associated_with_type: 'APPLICATION',
      status: 'POTENTIAL',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
