import type { LeaveAndTravelSort, LeaveRequestStatus } from '@mobilise/contract';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../policies/actor.ts';
import type { LeaveKind } from '../../policies/leave-policy.ts';
import type { AssignmentJson } from '../person-profiles/repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The tables of each kind: leave requests and travel plans are stored alike, each with its own
 * subjects, travelling family members, assignments and types, keyed by the record's id.
 */
export const kindTables = {
  leave_request: {
    table: 'leave_requests',
    key: 'leave_request_id',
    subjects: 'leave_request_subjects',
    travelling: 'leave_request_travelling_family_members',
    assignments: 'leave_request_assignments',
    types: 'leave_request_types',
  },
  travel_plan: {
    table: 'travel_plans',
    key: 'travel_plan_id',
    subjects: 'travel_plan_subjects',
    travelling: 'travel_plan_travelling_family_members',
    assignments: 'travel_plan_assignments',
    types: 'travel_plan_types',
  },
} as const;

/** One leave request or travel plan with everything its answer shows, as the database gives it. */
export interface LeaveRow {
  kind: LeaveKind;
  id: number;
  public_id: number;
  version: number;
  person_profile_id: number;
  person: { id: number; first_name: string; last_name: string; avatar_id: number | null };
  mobilised_by: number[];
  organisation: { id: number; name: string } | null;
  status: LeaveRequestStatus;
  departure_date: string | null;
  arrival_date: string | null;
  return_date: string | null;
  destination: string | null;
  destination_address: string | null;
  phone_numbers: string | null;
  notes: string | null;
  multiple_type_notes: string | null;
  has_been_confirmed_as_taking_place: boolean;
  has_been_confirmed_as_ended: boolean;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
  updated_reason: string | null;
  decision_reason: string | null;
  is_legacy: boolean;
  subject_ids: number[];
  travelling_ids: number[];
  assignments: AssignmentJson[];
  attachments: number[];
  /** Leave: `{type, sub_type}` ('' for none); travel: `{type, country, organisation_id}`. */
  types: { type: string; sub_type?: string; country?: string | null; organisation_id?: number | null }[];
  /** Travel plans only. */
  destination_id?: number | null;
  purpose_of_travel?: string | null;
  has_notified_on_site_leadership?: boolean | null;
  has_not_notified_on_site_leadership_reason?: string | null;
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

/** The record `r` of `kind` as one JSON object, so every engine answers ids as numbers and dates as text. */
function rowJson(kind: LeaveKind) {
  const t = kindTables[kind];
  const key = sql.ref(`x.${t.key}`);
  const people = (table: string) =>
    jsonList(sql`select json_agg(x.person_profile_id order by x.person_profile_id)
      from ${sql.table(table)} x where ${key} = r.id`);
  const types =
    kind === 'leave_request'
      ? jsonList(sql`select json_agg(json_build_object('type', x.type, 'sub_type', x.sub_type)
          order by x.type, x.sub_type) from leave_request_types x where ${key} = r.id`)
      : jsonList(sql`select json_agg(json_build_object('type', x.type, 'country', x.country,
          'organisation_id', x.organisation_id) order by x.id) from travel_plan_types x where ${key} = r.id`);
  const travelFields =
    kind === 'travel_plan'
      ? sql`, 'destination_id', r.destination_id, 'purpose_of_travel', r.purpose_of_travel,
          'has_notified_on_site_leadership', r.has_notified_on_site_leadership,
          'has_not_notified_on_site_leadership_reason', r.has_not_notified_on_site_leadership_reason`
      : sql``;
  return sql<LeaveRow>`json_build_object(
    'kind', ${kind}::text, 'id', r.id, 'public_id', r.public_id, 'version', r.version,
    'person_profile_id', r.person_profile_id,
    'person', json_build_object('id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
      'avatar_id', p.avatar_id),
    'mobilised_by', ${jsonList(sql`select json_agg(m.organisation_id order by m.position, m.organisation_id)
      from person_profile_mobilising_organisations m where m.person_profile_id = r.person_profile_id`)},
    'organisation', case when o.id is null then null else json_build_object('id', o.id, 'name', o.name) end,
    'status', r.status, 'departure_date', r.departure_date, 'arrival_date', r.arrival_date,
    'return_date', r.return_date, 'destination', r.destination, 'destination_address', r.destination_address,
    'phone_numbers', r.phone_numbers, 'notes', r.notes, 'multiple_type_notes', r.multiple_type_notes,
    'has_been_confirmed_as_taking_place', r.has_been_confirmed_as_taking_place,
    'has_been_confirmed_as_ended', r.has_been_confirmed_as_ended,
    'created_at', r.created_at, 'created_by', r.created_by, 'updated_at', r.updated_at,
    'updated_by', r.updated_by, 'updated_reason', r.updated_reason, 'decision_reason', r.decision_reason,
    'is_legacy', r.is_legacy,
    'subject_ids', ${people(t.subjects)}, 'travelling_ids', ${people(t.travelling)},
    'assignments', ${jsonList(sql`select json_agg(json_build_object(
        'id', a.id, 'public_id', a.public_id, 'status', a.status, 'is_abandoned', a.is_abandoned,
        'received_by', case when ao.id is null then null else json_build_object('id', ao.id, 'name', ao.name) end,
        'proposed_start_date', a.proposed_start_date, 'proposed_end_date', a.proposed_end_date,
        'confirmed_start_date', a.confirmed_start_date, 'confirmed_end_date', a.confirmed_end_date,
        'country', a.country, 'geolocation_name', null, 'team_name', null, 'unit_name', null) order by a.id)
      from ${sql.table(t.assignments)} x join assignments a on a.id = x.assignment_id
      left join organisations ao on ao.id = a.received_by_organisation_id where ${key} = r.id`)},
    'attachments', ${jsonList(sql`select json_agg(aa.asset_id order by aa.created_at, aa.asset_id)
      from asset_attachments aa where aa.assetable_type = ${kind} and aa.assetable_id = r.id`)},
    'types', ${types}${travelFields})`;
}

/** The records of `kind` with these ids, in the order asked; `lock` locks them for an update. */
export async function findLeaves(
  db: Db,
  kind: LeaveKind,
  ids: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<LeaveRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const t = kindTables[kind];
  if (lock) {
    await sql`select id from ${sql.table(t.table)} where id in (${sql.join(ids)}) for update`.execute(db);
  }
  const { rows } = await sql<{ leave: LeaveRow }>`select ${rowJson(kind)} as leave
    from ${sql.table(t.table)} r
    join person_profiles p on p.id = r.person_profile_id
    left join organisations o on o.id = r.organisation_id
    where r.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map(({ leave }) => [leave.id, leave]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findLeave(
  db: Db,
  kind: LeaveKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LeaveRow | undefined> {
  return (await findLeaves(db, kind, [id], options))[0];
}

/** The filters of the leave and travel lists, as the repository applies them. */
export interface LeaveFilters {
  personProfileIds?: number[];
  organisationIds?: number[];
  statuses?: LeaveRequestStatus[];
  /** Leave types or travel types, of the kind listed. */
  types?: string[];
  from?: string;
  to?: string;
  /** Those still owing a confirmation on `today`. */
  awaitingConfirmationOn?: string;
}

/**
 * Z4 in SQL, the same rule as reachesLeave: admins see all; others the records they are the person or
 * a subject or travelling family member of, and those of the organisations they are office staff of,
 * deciding or mobilising the person.
 */
function scopeOf(actor: Actor, kind: LeaveKind) {
  if (actor.isAdmin) {
    return sql`true`;
  }
  const t = kindTables[kind];
  const me = actor.personProfileId ?? 0;
  const staff = actor.officeStaffFor.length > 0 ? actor.officeStaffFor : [0];
  return sql`(r.person_profile_id = ${me}
    or exists (select 1 from ${sql.table(t.subjects)} s where ${sql.ref(`s.${t.key}`)} = r.id and s.person_profile_id = ${me})
    or exists (select 1 from ${sql.table(t.travelling)} s where ${sql.ref(`s.${t.key}`)} = r.id and s.person_profile_id = ${me})
    or r.organisation_id in (${sql.join(staff)})
    or exists (select 1 from person_profile_mobilising_organisations m
      where m.person_profile_id = r.person_profile_id and m.organisation_id in (${sql.join(staff)})))`;
}

function filtersOf(kind: LeaveKind, filters: LeaveFilters) {
  const t = kindTables[kind];
  const conditions = [sql`true`];
  if (filters.personProfileIds) {
    const ids = sql.join(filters.personProfileIds);
    conditions.push(sql`(r.person_profile_id in (${ids}) or exists (select 1 from ${sql.table(t.subjects)} s
      where ${sql.ref(`s.${t.key}`)} = r.id and s.person_profile_id in (${ids})))`);
  }
  if (filters.organisationIds) {
    conditions.push(sql`r.organisation_id in (${sql.join(filters.organisationIds)})`);
  }
  if (filters.statuses) {
    conditions.push(sql`r.status in (${sql.join(filters.statuses)})`);
  }
  if (filters.types) {
    conditions.push(sql`exists (select 1 from ${sql.table(t.types)} ty
      where ${sql.ref(`ty.${t.key}`)} = r.id and ty.type in (${sql.join(filters.types)}))`);
  }
  // Overlap of the time away (departure to return) with the range; an open end overlaps everything.
  if (filters.from) {
    conditions.push(sql`(r.return_date is null or r.return_date >= ${filters.from}::date)`);
  }
  if (filters.to) {
    conditions.push(sql`(r.departure_date is null or r.departure_date <= ${filters.to}::date)`);
  }
  if (filters.awaitingConfirmationOn) {
    const today = sql`${filters.awaitingConfirmationOn}::date`;
    conditions.push(sql`(r.status = 'APPROVED' and not r.is_legacy and (
      (not r.has_been_confirmed_as_taking_place and r.departure_date <= ${today})
      or (not r.has_been_confirmed_as_ended and r.return_date <= ${today})))`);
  }
  return sql.join(conditions, sql` and `);
}

const orderOf: Record<LeaveAndTravelSort, RawBuilder<unknown>> = {
  departure: sql`departure_date asc nulls last, kind, id`,
  '-departure': sql`departure_date desc nulls last, kind, id desc`,
  '-updated': sql`updated_at desc, kind, id desc`,
};

/**
 * One page of the records of `kinds` the actor reaches that pass the filters, in the order asked, with
 * the number of all of them; each as its kind and id.
 */
export async function listLeaveIds(
  db: Db,
  actor: Actor,
  kinds: readonly LeaveKind[],
  filters: LeaveFilters,
  sort: LeaveAndTravelSort,
  page: { limit: number; offset: number },
): Promise<{ rows: { kind: LeaveKind; id: number }[]; total: number }> {
  const parts = kinds.map(
    (kind) => sql`select ${kind}::text as kind, r.id, r.departure_date, r.updated_at
      from ${sql.table(kindTables[kind].table)} r
      where ${scopeOf(actor, kind)} and ${filtersOf(kind, filters)}`,
  );
  const all = sql.join(parts, sql` union all `);
  const { rows } = await sql<{ kind: LeaveKind; id: number; total: number }>`
    select kind, id::int as id, (count(*) over ())::int as total from (${all}) l
    order by ${orderOf[sort]} limit ${page.limit} offset ${page.offset}`.execute(db);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const counted = await sql<{ total: number }>`select count(*)::int as total from (${all}) l`.execute(db);
    total = counted.rows[0]?.total ?? 0;
  }
  return { rows: rows.map(({ kind, id }) => ({ kind, id: Number(id) })), total };
}

/** The person's family (themself included), named, for the subjects a request offers. */
export async function familyOf(
  db: Db,
  personProfileId: number,
): Promise<{ id: number; name: string; familyId: number | null; mobilisedBy: number[] }[]> {
  const { rows } = await sql<{ id: number; name: string; family_id: number | null; mobilised_by: number[] }>`
    select p.id::int as id, trim(coalesce(nullif(p.known_as, ''), p.first_name) || ' ' || p.last_name) as name,
      p.family_id::int as family_id,
      ${jsonList(sql`select json_agg(m.organisation_id order by m.position, m.organisation_id)
        from person_profile_mobilising_organisations m where m.person_profile_id = p.id`)} as mobilised_by
    from person_profiles me join person_profiles p
      on p.id = me.id or (me.family_id is not null and p.family_id = me.family_id)
    where me.id = ${personProfileId}
    order by p.id = ${personProfileId} desc, p.date_of_birth asc nulls last, p.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    familyId: row.family_id === null ? null : Number(row.family_id),
    mobilisedBy: row.mobilised_by,
  }));
}

/**
 * The organisation that decides the person's leave and travel: the receiving organisation of their
 * current (active, not abandoned) assignment, else the first organisation mobilising them; with the
 * current assignments the request is linked to.
 */
export async function decidingOrganisationOf(
  db: Db,
  personProfileId: number,
): Promise<{ organisationId: number | null; assignmentIds: number[] }> {
  const current = await db
    .selectFrom('assignments')
    .select(['id', 'received_by_organisation_id'])
    .where('assignee_person_profile_id', '=', personProfileId)
    .where('status', '=', 'ACTIVE')
    .where('is_abandoned', '=', false)
    .orderBy('id')
    .execute();
  if (current[0]) {
    return {
      organisationId: Number(current[0].received_by_organisation_id),
      assignmentIds: current.map((row) => Number(row.id)),
    };
  }
  const mobilising = await db
    .selectFrom('person_profile_mobilising_organisations')
    .select('organisation_id')
    .where('person_profile_id', '=', personProfileId)
    .orderBy('position')
    .orderBy('organisation_id')
    .executeTakeFirst();
  return { organisationId: mobilising ? Number(mobilising.organisation_id) : null, assignmentIds: [] };
}

/** The columns a save writes, by their names in both tables (the travel ones only for travel plans). */
export type LeaveColumns = Partial<{
  departure_date: string | null;
  arrival_date: string | null;
  return_date: string | null;
  destination: string | null;
  destination_address: string | null;
  phone_numbers: string | null;
  notes: string | null;
  multiple_type_notes: string | null;
  status: LeaveRequestStatus;
  updated_reason: string | null;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  has_been_confirmed_as_taking_place: boolean;
  has_been_confirmed_as_ended: boolean;
  purpose_of_travel: string | null;
  has_notified_on_site_leadership: boolean | null;
  has_not_notified_on_site_leadership_reason: string | null;
}>;

/** A new record of `kind` for the person, deciding organisation and assignments given; answers its id. */
export async function insertLeave(
  db: Db,
  kind: LeaveKind,
  values: LeaveColumns & { person_profile_id: number; organisation_id: number | null },
  assignmentIds: readonly number[],
  actorUserId: number,
  now: Date,
): Promise<number> {
  const t = kindTables[kind];
  const columns = Object.keys(values);
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(t.table)}
    (${sql.join(columns.map((column) => sql.ref(column)))}, created_by, updated_by, created_at, updated_at)
    values (${sql.join(Object.values(values))}, ${actorUserId}, ${actorUserId}, ${now}, ${now})
    returning id::int as id`.execute(db);
  const id = Number(rows[0]?.id);
  for (const assignmentId of assignmentIds) {
    await sql`insert into ${sql.table(t.assignments)} (${sql.ref(t.key)}, assignment_id)
      values (${id}, ${assignmentId})`.execute(db);
  }
  return id;
}

/** Writes the columns given and moves the version on; answers the new version. */
export async function updateLeave(
  db: Db,
  kind: LeaveKind,
  id: number,
  values: LeaveColumns,
  actorUserId: number,
  now: Date,
): Promise<number> {
  const t = kindTables[kind];
  const sets = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const { rows } = await sql<{ version: number }>`update ${sql.table(t.table)}
    set ${sql.join([...sets, sql`updated_by = ${actorUserId}`, sql`updated_at = ${now}`, sql`version = version + 1`])}
    where id = ${id} returning version`.execute(db);
  return Number(rows[0]?.version);
}

/** Replaces the subjects or the travelling family members of a record. */
export async function replacePeople(
  db: Db,
  kind: LeaveKind,
  which: 'subjects' | 'travelling',
  id: number,
  personProfileIds: readonly number[],
) {
  const t = kindTables[kind];
  const table = sql.table(t[which]);
  await sql`delete from ${table} where ${sql.ref(t.key)} = ${id}`.execute(db);
  for (const personProfileId of personProfileIds) {
    await sql`insert into ${table} (${sql.ref(t.key)}, person_profile_id) values (${id}, ${personProfileId})`.execute(
      db,
    );
  }
}

/** Replaces the types of a leave request. */
export async function replaceLeaveTypes(
  db: Db,
  id: number,
  types: readonly { type: string; subType: string | null }[],
) {
  await sql`delete from leave_request_types where leave_request_id = ${id}`.execute(db);
  for (const { type, subType } of types) {
    await sql`insert into leave_request_types (leave_request_id, type, sub_type)
      values (${id}, ${type}, ${subType ?? ''})`.execute(db);
  }
}

/** Replaces the type of a travel plan (the form gives one). */
export async function replaceTravelType(
  db: Db,
  id: number,
  type: { type: string; country: string | null; organisationId: number | null } | null,
) {
  await sql`delete from travel_plan_types where travel_plan_id = ${id}`.execute(db);
  if (type) {
    await sql`insert into travel_plan_types (travel_plan_id, type, country, organisation_id)
      values (${id}, ${type.type}, ${type.country}, ${type.organisationId})`.execute(db);
  }
}

/** Replaces the files attached to a record. */
export async function replaceAttachments(db: Db, kind: LeaveKind, id: number, assetIds: readonly number[]) {
  await sql`delete from asset_attachments where assetable_type = ${kind} and assetable_id = ${id}
    ${assetIds.length > 0 ? sql`and asset_id not in (${sql.join(assetIds)})` : sql``}`.execute(db);
  for (const assetId of assetIds) {
    await sql`insert into asset_attachments (asset_id, assetable_type, assetable_id)
      values (${assetId}, ${kind}, ${id}) on conflict do nothing`.execute(db);
  }
}

/**
 * The files of `assetIds` that may not be attached to the record: those neither attached to it already
 * nor uploaded by the user and attached to nothing yet.
 */
export async function unattachableAssets(
  db: Db,
  kind: LeaveKind,
  recordId: number | null,
  assetIds: readonly number[],
  userId: number,
): Promise<number[]> {
  if (assetIds.length === 0) {
    return [];
  }
  const { rows } = await sql<{ id: number }>`select a.id::int as id from assets a
    where a.id in (${sql.join(assetIds)}) and (
      exists (select 1 from asset_attachments aa where aa.asset_id = a.id and aa.assetable_type = ${kind}
        and aa.assetable_id = ${recordId ?? 0})
      or (a.uploaded_by = ${userId} and not exists (select 1 from asset_attachments aa where aa.asset_id = a.id)))`.execute(
    db,
  );
  const allowed = new Set(rows.map((row) => Number(row.id)));
  return assetIds.filter((id) => !allowed.has(id));
}

/** The e-mail address of the person's account, when they have one that is not disabled. */
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

/** The e-mail address of a user whose account is not disabled. */
export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The organisations among `ids` that exist. */
export async function existingOrganisations(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => Number(row.id));
}
