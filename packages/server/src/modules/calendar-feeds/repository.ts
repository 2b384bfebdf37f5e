import type { ItineraryType } from '@mobilise/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, DateText } from '../../db/schema.ts';
import type { Language } from '../../i18n/languages.ts';
import type { AssignmentScope } from '../../policies/assignment-policy.ts';
import { listAssignments } from '../assignments/repository.ts';

/** Whose feed a secret opens: one person profile or one organisation. */
export type FeedOwner = { personProfileId: number } | { organisationId: number };

function ownerColumn(owner: FeedOwner) {
  return 'personProfileId' in owner
    ? ({ column: 'person_profile_id', id: owner.personProfileId } as const)
    : ({ column: 'organisation_id', id: owner.organisationId } as const);
}

/** When the owner's current address was made; undefined when it has none. */
export async function secretCreatedAt(db: Kysely<Database>, owner: FeedOwner): Promise<Date | undefined> {
  const { column, id } = ownerColumn(owner);
  const row = await db
    .selectFrom('calendar_feed_secrets')
    .select('created_at')
    .where(column, '=', id)
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * Gives the owner a new secret in place of any old one, in one statement, so that two resets at once
 * leave one secret (the later) rather than a unique-key error; answers whether there was one before.
 */
export async function replaceSecret(
  db: Kysely<Database>,
  owner: FeedOwner,
  values: { secretHash: string; language: Language; now: Date },
): Promise<boolean> {
  const { column, id } = ownerColumn(owner);
  const existed = (await secretCreatedAt(db, owner)) !== undefined;
  const row = { secret_hash: values.secretHash, language: values.language, created_at: values.now };
  await db
    .insertInto('calendar_feed_secrets')
    .values({ [column]: id, ...row })
    .onConflict((conflict) => conflict.column(column).doUpdateSet(row))
    .execute();
  return existed;
}

/** The feed a secret's hash opens, and the language it is written in; undefined for an unknown hash. */
export async function feedOfSecret(
  db: Kysely<Database>,
  secretHash: string,
): Promise<{ owner: FeedOwner; language: Language } | undefined> {
  const row = await db
    .selectFrom('calendar_feed_secrets')
    .select(['person_profile_id', 'organisation_id', 'language'])
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  const owner: FeedOwner =
    row.person_profile_id !== null
      ? { personProfileId: row.person_profile_id }
      : { organisationId: Number(row.organisation_id) };
  return { owner, language: row.language };
}

/** An approved leave request or travel plan, with what its event says. */
export interface TimeAway {
  kind: 'leave' | 'travel';
  id: number;
  personName: string;
  departureDate: DateText;
  returnDate: DateText | null;
  destination: string | null;
  /** Leave types, extraordinary leave by its sub type; none for travel, whose destination says enough. */
  types: string[];
}

const personName = sql<string>`concat_ws(' ', coalesce(p.known_as, p.first_name), p.last_name)`;

/**
 * The approved leave and travel with a departure date, of one person (theirs, or those they are a subject
 * of) or decided by one organisation: the same records the organisation's lists give its office staff.
 */
export async function approvedTimeAway(db: Kysely<Database>, owner: FeedOwner): Promise<TimeAway[]> {
  const tables = [
    {
      kind: 'leave',
      table: 'leave_requests',
      subjects: 'leave_request_subjects',
      key: 'leave_request_id',
      types: sql`coalesce((select json_agg(coalesce(nullif(t.sub_type, ''), t.type) order by t.type, t.sub_type)
        from leave_request_types t where t.leave_request_id = r.id), '[]'::json)`,
    },
    {
      kind: 'travel',
      table: 'travel_plans',
      subjects: 'travel_plan_subjects',
      key: 'travel_plan_id',
      types: sql`'[]'::json`,
    },
  ] as const;
  const found = await Promise.all(
    tables.map(async ({ kind, table, subjects, key, types }) => {
      const whose =
        'personProfileId' in owner
          ? sql`(r.person_profile_id = ${owner.personProfileId} or exists (
              select 1 from ${sql.table(subjects)} s
              where s.${sql.ref(key)} = r.id and s.person_profile_id = ${owner.personProfileId}))`
          : sql`r.organisation_id = ${owner.organisationId}`;
      const { rows } = await sql<Omit<TimeAway, 'kind'>>`
        select r.id, ${personName} as "personName", r.departure_date as "departureDate",
          r.return_date as "returnDate", r.destination,
          ${types} as types
        from ${sql.table(table)} r join person_profiles p on p.id = r.person_profile_id
        where r.status = 'APPROVED' and r.departure_date is not null and ${whose}
        order by r.departure_date, r.id`.execute(db);
      return rows.map((row) => ({ ...row, kind }));
    }),
  );
  return found.flat();
}

/** A dated item of an assignment's itinerary, with its assignment's number and assignee. */
export interface DatedItineraryItem {
  id: number;
  type: ItineraryType;
  startDate: DateText;
  endDate: DateText | null;
  assignmentPublicId: number;
  assigneeName: string;
}

/** How many assignments one query reads while the feed walks through all of those in scope. */
const assignmentBatch = 200;

/**
 * The dated itinerary items of the assignments a scope reaches (not abandoned), through the very query
 * of `GET api/assignments`, so that the feed can never show an assignment that list would not.
 */
export async function itineraryItemsInScope(
  db: Kysely<Database>,
  scope: AssignmentScope,
  filters: { assigneeIds?: number[] },
  today: string,
): Promise<DatedItineraryItem[]> {
  const items: DatedItineraryItem[] = [];
  for (let offset = 0; ; offset += assignmentBatch) {
    const { rows } = await listAssignments(
      db,
      scope,
      { ...filters, isAbandoned: false, sort: 'start' },
      { limit: assignmentBatch, offset },
      today,
    );
    for (const row of rows) {
      for (const item of row.itinerary_items) {
        if (item.start_date !== null) {
          items.push({
            id: item.id,
            type: item.type,
            startDate: item.start_date,
            endDate: item.end_date,
            assignmentPublicId: row.public_id,
            assigneeName: `${row.assignee_first_name} ${row.assignee_last_name}`,
          });
        }
      }
    }
    if (rows.length < assignmentBatch) {
      return items;
    }
  }
}

/** The name the feed of an owner goes by: the person's or the organisation's; undefined when it is gone. */
export async function ownerName(db: Kysely<Database>, owner: FeedOwner): Promise<string | undefined> {
  if ('personProfileId' in owner) {
    const row = await db
      .selectFrom('person_profiles as p')
      .select(personName.as('name'))
      .where('p.id', '=', owner.personProfileId)
      .executeTakeFirst();
    return row?.name;
  }
  const row = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', owner.organisationId)
    .executeTakeFirst();
  return row?.name;
}
