import type { ReviewSort, ReviewStatus, ReviewType } from '@mobilise/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../policies/actor.ts';

type Db = Kysely<Database>;

/** A review with what its rules and its answer need of its assignment and person, as one JSON row. */
export interface ReviewRow {
  id: number;
  version: number;
  date: string;
  status: ReviewStatus;
  type: ReviewType;
  assignment_id: number;
  is_shared_with_mobilising_organisation: boolean;
  actions_and_recommendations: string | null;
  person: { id: number; first_name: string; last_name: string; avatar_id: number | null };
  organisation: { id: number; name: string };
  is_shared_with_receiving_organisation: boolean;
  mobilised_by: number[];
  reviewer_ids: number[];
  documents: number[];
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

/** The review `r` of assignment `a` as one JSON object, so every engine answers ids as numbers and dates as text. */
const rowJson = sql<ReviewRow>`json_build_object(
  'id', r.id, 'version', r.version, 'date', r.date, 'status', r.status, 'type', r.type,
  'assignment_id', r.assignment_id,
  'is_shared_with_mobilising_organisation', r.is_shared_with_mobilising_organisation,
  'actions_and_recommendations', r.actions_and_recommendations,
  'person', json_build_object('id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
    'avatar_id', p.avatar_id),
  'organisation', json_build_object('id', o.id, 'name', o.name),
  'is_shared_with_receiving_organisation', a.is_shared_with_receiving_organisation,
  'mobilised_by', ${jsonList(sql`select json_agg(m.organisation_id order by m.position, m.organisation_id)
    from person_profile_mobilising_organisations m where m.person_profile_id = a.assignee_person_profile_id`)},
  'reviewer_ids', ${jsonList(sql`select json_agg(x.person_profile_id order by x.person_profile_id)
    from review_reviewers x where x.review_id = r.id`)},
  'documents', ${jsonList(sql`select json_agg(aa.asset_id order by aa.created_at, aa.asset_id)
    from asset_attachments aa where aa.assetable_type = 'review' and aa.assetable_id = r.id`)})`;

const fromReviews = sql`reviews r
  join assignments a on a.id = r.assignment_id
  join person_profiles p on p.id = a.assignee_person_profile_id
  join organisations o on o.id = a.received_by_organisation_id`;

export async function findReview(
  db: Db,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<ReviewRow | undefined> {
  if (lock) {
    await sql`select id from reviews where id = ${id} for update`.execute(db);
  }
  const { rows } = await sql<{ review: ReviewRow }>`select ${rowJson} as review from ${fromReviews}
    where r.id = ${id}`.execute(db);
  return rows[0]?.review;
}

/** What the rules of a new review look at of its assignment, before there is a review. */
export async function findAssignmentForReview(db: Db, assignmentId: number) {
  const { rows } = await sql<{
    person_profile_id: number;
    received_by_organisation_id: number;
    is_shared_with_receiving_organisation: boolean;
    mobilised_by: number[];
  }>`select a.assignee_person_profile_id as person_profile_id, a.received_by_organisation_id,
      a.is_shared_with_receiving_organisation,
      ${jsonList(sql`select json_agg(m.organisation_id order by m.position, m.organisation_id)
        from person_profile_mobilising_organisations m where m.person_profile_id = a.assignee_person_profile_id`)}
        as mobilised_by
    from assignments a where a.id = ${assignmentId}`.execute(db);
  return rows[0];
}

/**
 * Z4 in SQL, the same rule as reachesReview: admins see all; others the reviews of themselves, those
 * they review, those of assignments their organisation receives (shared with it, or of its own people),
 * and those shared with the mobilising organisations they are office staff of.
 */
function scopeOf(actor: Actor) {
  if (actor.isAdmin) {
    return sql`true`;
  }
  const me = actor.personProfileId ?? 0;
  const staff = sql.join(actor.officeStaffFor.length > 0 ? actor.officeStaffFor : [0]);
  const mobilisesPerson = (organisations: RawBuilder<unknown>) => sql`exists (
    select 1 from person_profile_mobilising_organisations m
    where m.person_profile_id = a.assignee_person_profile_id and m.organisation_id in (${organisations}))`;
  return sql`(a.assignee_person_profile_id = ${me}
    or exists (select 1 from review_reviewers x where x.review_id = r.id and x.person_profile_id = ${me})
    or (a.received_by_organisation_id in (${staff})
      and (a.is_shared_with_receiving_organisation or ${mobilisesPerson(sql`a.received_by_organisation_id`)}))
    or (r.is_shared_with_mobilising_organisation and ${mobilisesPerson(staff)}))`;
}

export interface ReviewFilters {
  personProfileIds?: number[];
  organisationIds?: number[];
  assignmentIds?: number[];
  statuses?: ReviewStatus[];
  types?: ReviewType[];
  /** Only the overdue ones on `today` (true), or only the others (false). */
  overdue?: { is: boolean; today: string };
}

function filtersOf(filters: ReviewFilters) {
  const conditions = [sql`true`];
  if (filters.personProfileIds) {
    conditions.push(sql`a.assignee_person_profile_id in (${sql.join(filters.personProfileIds)})`);
  }
  if (filters.organisationIds) {
    const ids = sql.join(filters.organisationIds);
    conditions.push(sql`(a.received_by_organisation_id in (${ids}) or exists (
      select 1 from person_profile_mobilising_organisations m
      where m.person_profile_id = a.assignee_person_profile_id and m.organisation_id in (${ids})))`);
  }
  if (filters.assignmentIds) {
    conditions.push(sql`r.assignment_id in (${sql.join(filters.assignmentIds)})`);
  }
  if (filters.statuses) {
    conditions.push(sql`r.status in (${sql.join(filters.statuses)})`);
  }
  if (filters.types) {
    conditions.push(sql`r.type in (${sql.join(filters.types)})`);
  }
  if (filters.overdue) {
    const overdue = sql`(r.status = 'NOT_SUBMITTED' and r.date < ${filters.overdue.today}::date)`;
    conditions.push(filters.overdue.is ? overdue : sql`not ${overdue}`);
  }
  return sql.join(conditions, sql` and `);
}

/** One page of the reviews the actor reaches, filtered and sorted, with how many there are in all. */
export async function listReviews(
  db: Db,
  actor: Actor,
  filters: ReviewFilters,
  { sort, limit, offset }: { sort: ReviewSort; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = sql`${scopeOf(actor)} and ${filtersOf(filters)}`;
  const order = sort === '-date' ? sql`r.date desc, r.id desc` : sql`r.date, r.id`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<{ review: ReviewRow }>`select ${rowJson} as review from ${fromReviews} where ${where}
      order by ${order} limit ${limit} offset ${offset}`.execute(db),
    sql<{ total: string | number }>`select count(*) as total from ${fromReviews} where ${where}`.execute(db),
  ]);
  return { rows: rows.map(({ review }) => review), total: Number(counted[0]?.total ?? 0) };
}

/** Whose reviewer options: the receiving organisation, the reviewed person, the reviewers chosen. */
export interface ReviewerOptionsFor {
  organisationId: number;
  personProfileId: number;
  reviewerIds: readonly number[];
}

export interface ReviewerOption {
  id: number;
  first_name: string;
  last_name: string;
  avatar_id: number | null;
}

/**
 * The people who may review, for each of `reviews` (one query for a whole page): the receiving
 * organisation's own people and its office staff (with a profile), never the reviewed person, and the
 * reviewers already chosen.
 */
export async function reviewerOptions(
  db: Db,
  reviews: readonly ReviewerOptionsFor[],
): Promise<ReviewerOption[][]> {
  if (reviews.length === 0) {
    return [];
  }
  const organisations = sql.join([...new Set(reviews.map((review) => review.organisationId))]);
  const chosen = sql.join([0, ...new Set(reviews.flatMap((review) => review.reviewerIds))]);
  const { rows } = await sql<ReviewerOption & { organisation_ids: number[] }>`
    select p.id, p.first_name, p.last_name, p.avatar_id,
      coalesce((select json_agg(x.organisation_id) from (
        select s.organisation_id from office_staff s
          where s.user_id = p.user_id and s.organisation_id in (${organisations})
        union
        select m.organisation_id from person_profile_mobilising_organisations m
          where m.person_profile_id = p.id and m.organisation_id in (${organisations})) x), '[]'::json)
        as organisation_ids
    from person_profiles p
    where p.id in (${chosen})
      or exists (select 1 from office_staff s where s.user_id = p.user_id and s.organisation_id in (${organisations}))
      or exists (select 1 from person_profile_mobilising_organisations m
        where m.person_profile_id = p.id and m.organisation_id in (${organisations}))
    order by p.last_name, p.first_name, p.id`.execute(db);
  return reviews.map((review) =>
    rows
      .filter(
        (person) =>
          person.id !== review.personProfileId &&
          (person.organisation_ids.includes(review.organisationId) || review.reviewerIds.includes(person.id)),
      )
      .map(({ organisation_ids: _organisations, ...person }) => person),
  );
}

export async function insertReview(
  db: Db,
  values: { assignment_id: number; type: ReviewType; date: string; reviewer_ids: readonly number[] },
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('reviews')
    .values({
      assignment_id: values.assignment_id,
      type: values.type,
      date: values.date,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceReviewers(db, id, values.reviewer_ids);
  return id;
}

export async function replaceReviewers(db: Db, reviewId: number, reviewerIds: readonly number[]) {
  await db.deleteFrom('review_reviewers').where('review_id', '=', reviewId).execute();
  if (reviewerIds.length > 0) {
    await db
      .insertInto('review_reviewers')
      .values(reviewerIds.map((person_profile_id) => ({ review_id: reviewId, person_profile_id })))
      .execute();
  }
}

/** Writes the columns and moves the version on; answers the new version. */
export async function updateReview(
  db: Db,
  id: number,
  columns: Partial<{
    date: string;
    status: ReviewStatus;
    actions_and_recommendations: string | null;
    is_shared_with_mobilising_organisation: boolean;
    submitted_at: Date;
    signed_off_at: Date;
    signed_off_by: number;
  }>,
  now: Date,
): Promise<number> {
  const { version } = await db
    .updateTable('reviews')
    .set((eb) => ({ ...columns, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return version;
}

/** The e-mail address of the person's account, when it is not disabled. */
export async function personEmail(db: Db, personProfileId: number): Promise<string | null> {
  const row = await db
    .selectFrom('person_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.email')
    .where('p.id', '=', personProfileId)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.email ?? null;
}
