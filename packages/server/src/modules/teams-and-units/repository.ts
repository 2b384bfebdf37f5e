import type { RequisitionSearchResult, TeamStatus } from '@mobilise/contract';
import { type Kysely, type RawBuilder, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, GeolocationsTable, TeamsTable, UnitsTable } from '../../db/schema.ts';
import type { TeamScope } from '../../policies/team-policy.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type TeamColumns = Omit<Updateable<TeamsTable>, 'id' | 'organisation_id' | 'version'>;
export type UnitColumns = Omit<Updateable<UnitsTable>, 'id' | 'organisation_id' | 'version'>;
export type GeolocationColumns = Omit<Updateable<GeolocationsTable>, 'id' | 'organisation_id' | 'version'>;

/** One team with what its rules and its record read beside it, as the database gives it. */
export interface TeamRow {
  id: number;
  version: number;
  organisation_id: number;
  unit_id: number | null;
  vision_strategy_paper_id: number | null;
  geolocation_id: number | null;
  name: string;
  code: string | null;
  description: string | null;
  type: string | null;
  status: TeamStatus;
  is_open_for_enquiries: boolean;
  private_notes: string | null;
  is_archived: boolean;
  open_requisitions: RequisitionSearchResult[];
  person_profile_ids: number[];
  active_members: number;
  attachments: number[];
}

/** One unit with its teams and what holds it in place. */
export interface UnitRow {
  id: number;
  version: number;
  organisation_id: number;
  vision_strategy_paper_id: number | null;
  name: string;
  code: string | null;
  description: string | null;
  is_open_for_enquiries: boolean;
  private_notes: string | null;
  is_archived: boolean;
  teams: { id: number; name: string; code: string | null; status: TeamStatus; is_archived: boolean }[];
  open_requisitions_count: number;
  attachments: number[];
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;
const attachmentsOf = (type: 'team' | 'unit', id: RawBuilder<unknown>) =>
  jsonList(sql`select json_agg(aa.asset_id order by aa.created_at, aa.asset_id)
    from asset_attachments aa where aa.assetable_type = ${type} and aa.assetable_id = ${id}`);

/** The team `t` as one JSON object, so both engines answer ids as numbers. */
const teamJson = sql<TeamRow>`json_build_object(
  'id', t.id, 'version', t.version, 'organisation_id', t.organisation_id, 'unit_id', t.unit_id,
  'vision_strategy_paper_id', t.vision_strategy_paper_id, 'geolocation_id', t.geolocation_id,
  'name', t.name, 'code', t.code, 'description', t.description, 'type', t.type, 'status', t.status,
  'is_open_for_enquiries', t.is_open_for_enquiries, 'private_notes', t.private_notes,
  'is_archived', t.is_archived,
  'open_requisitions', ${jsonList(sql`select json_agg(json_build_object('public_id', r.public_id::text,
      'title', r.title, 'region_id', r.region_id, 'availability', r.availability) order by r.public_id)
    from requisitions r where r.team_id = t.id and r.availability = 'OPEN'`)},
  'person_profile_ids', ${jsonList(sql`select json_agg(m.person_profile_id order by m.person_profile_id)
    from team_members m where m.team_id = t.id`)},
  'active_members', (select count(*) from team_members m join person_profiles p on p.id = m.person_profile_id
    where m.team_id = t.id and p.member_status = 'ACTIVE'),
  'attachments', ${attachmentsOf('team', sql`t.id`)})`;

/** The unit `u` as one JSON object. */
const unitJson = sql<UnitRow>`json_build_object(
  'id', u.id, 'version', u.version, 'organisation_id', u.organisation_id,
  'vision_strategy_paper_id', u.vision_strategy_paper_id, 'name', u.name, 'code', u.code,
  'description', u.description, 'is_open_for_enquiries', u.is_open_for_enquiries,
  'private_notes', u.private_notes, 'is_archived', u.is_archived,
  'teams', ${jsonList(sql`select json_agg(json_build_object('id', t.id, 'name', t.name, 'code', t.code,
      'status', t.status, 'is_archived', t.is_archived) order by t.name, t.id)
    from teams t where t.unit_id = u.id`)},
  'open_requisitions_count', (select count(*) from requisitions r where r.availability = 'OPEN'
    and (r.unit_id = u.id or r.team_id in (select t.id from teams t where t.unit_id = u.id))),
  'attachments', ${attachmentsOf('unit', sql`u.id`)})`;

/** Records of an organisation in the scope (`o` the column of their organisation), as SQL. */
function organisationInScope(
  scope: TeamScope,
  organisation: RawBuilder<unknown>,
  published: RawBuilder<unknown>,
) {
  if (scope.all) {
    return sql`true`;
  }
  const ids = (list: number[]) => sql.join(list.length > 0 ? list : [0]);
  return sql`(${organisation} in (${ids(scope.run)}) or (${organisation} in (${ids(scope.read)}) and ${published}))`;
}

/** A page of the ids of the rows of `from` that meet `where`, by name, and how many meet it. */
async function pageOfIds(
  db: Db,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    sql<{ id: number }>`select id from ${from} where ${where}
      order by name, id limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ total: number }>`select count(*) as total from ${from} where ${where}`.execute(db),
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: Number(count.rows[0]?.total ?? 0) };
}

/** The teams with these ids, in the order asked; `lock` locks them for an update. */
export async function findTeams(db: Db, ids: readonly number[], { lock = false } = {}): Promise<TeamRow[]> {
  if (ids.length === 0) {
    return [];
  }
  if (lock) {
    await sql`select id from teams where id in (${sql.join(ids)}) for update`.execute(db);
  }
  const { rows } = await sql<{ team: TeamRow }>`select ${teamJson} as team from teams t
    where t.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map(({ team }) => [Number(team.id), team]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findTeam(db: Db, id: number, options: { lock?: boolean } = {}) {
  return (await findTeams(db, [id], options))[0];
}

export interface TeamFilters {
  includeArchived: boolean;
  organisationIds?: number[];
  unitIds?: number[];
  status?: TeamStatus;
}

/** A page of the ids of the teams in scope, by name, and how many there are. */
export async function listTeamIds(
  db: Db,
  scope: TeamScope,
  filters: TeamFilters,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const conditions = [organisationInScope(scope, sql`t.organisation_id`, sql`t.status = 'PUBLISHED'`)];
  if (!filters.includeArchived) conditions.push(sql`not t.is_archived`);
  if (filters.organisationIds)
    conditions.push(sql`t.organisation_id in (${sql.join(filters.organisationIds)})`);
  if (filters.unitIds) conditions.push(sql`t.unit_id in (${sql.join(filters.unitIds)})`);
  if (filters.status) conditions.push(sql`t.status = ${filters.status}`);
  return pageOfIds(db, sql`teams t`, sql.join(conditions, sql` and `), page);
}

export async function insertTeam(
  db: Db,
  values: TeamColumns & { organisation_id: number; name: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('teams')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the columns, moves the version on and answers the new one. */
export async function updateTeam(db: Db, id: number, columns: TeamColumns, now: Date): Promise<number> {
  const row = await db
    .updateTable('teams')
    .set({ ...columns, version: sql`version + 1`, updated_at: now })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Makes the team's members exactly these people. */
export async function replaceTeamMembers(db: Db, teamId: number, personProfileIds: readonly number[]) {
  await db.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  if (personProfileIds.length > 0) {
    await db
      .insertInto('team_members')
      .values(personProfileIds.map((person_profile_id) => ({ team_id: teamId, person_profile_id })))
      .execute();
  }
}

export async function findUnits(db: Db, ids: readonly number[], { lock = false } = {}): Promise<UnitRow[]> {
  if (ids.length === 0) {
    return [];
  }
  if (lock) {
    await sql`select id from units where id in (${sql.join(ids)}) for update`.execute(db);
  }
  const { rows } = await sql<{ unit: UnitRow }>`select ${unitJson} as unit from units u
    where u.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map(({ unit }) => [Number(unit.id), unit]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findUnit(db: Db, id: number, options: { lock?: boolean } = {}) {
  return (await findUnits(db, [id], options))[0];
}

/** A page of the ids of the units in scope (every unit of an organisation its readers reach), by name. */
export async function listUnitIds(
  db: Db,
  scope: TeamScope,
  filters: { includeArchived: boolean; organisationIds?: number[] },
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const conditions = [organisationInScope(scope, sql`u.organisation_id`, sql`true`)];
  if (!filters.includeArchived) conditions.push(sql`not u.is_archived`);
  if (filters.organisationIds)
    conditions.push(sql`u.organisation_id in (${sql.join(filters.organisationIds)})`);
  return pageOfIds(db, sql`units u`, sql.join(conditions, sql` and `), page);
}

export async function insertUnit(
  db: Db,
  values: UnitColumns & { organisation_id: number; name: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('units')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUnit(db: Db, id: number, columns: UnitColumns, now: Date): Promise<number> {
  const row = await db
    .updateTable('units')
    .set({ ...columns, version: sql`version + 1`, updated_at: now })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The organisations of these papers or places, by id: what a team or unit may name must be its organisation's. */
export async function organisationsOf(
  db: Db,
  table: 'vision_strategy_papers' | 'geolocations',
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db.selectFrom(table).select(['id', 'organisation_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.organisation_id]));
}

/**
 * The organisation of a unit and whether it is archived, the unit locked until the transaction ends: a
 * team put under it then waits for an archive of it underway, and an archive waits for the team.
 */
export async function lockUnitOf(db: Db, id: number) {
  return db
    .selectFrom('units')
    .select(['organisation_id', 'is_archived'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The people of these ids whom the organisation mobilises: the only ones who may be its team's members. */
export async function peopleMobilisedBy(db: Db, organisationId: number, ids: readonly number[]) {
  if (ids.length === 0) {
    return new Set<number>();
  }
  const rows = await db
    .selectFrom('person_profile_mobilising_organisations')
    .select('person_profile_id')
    .where('organisation_id', '=', organisationId)
    .where('person_profile_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.person_profile_id));
}

export async function regionExists(db: Db, id: number) {
  return (await db.selectFrom('regions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A place as its calls answer it. */
export type GeolocationRow = Pick<
  GeolocationsTable,
  'name' | 'country' | 'location_type' | 'latitude' | 'longitude' | 'organisation_id' | 'region_id'
> & { id: number; version: number };

const geolocationColumns = [
  'id',
  'name',
  'country',
  'location_type',
  'latitude',
  'longitude',
  'organisation_id',
  'region_id',
  'version',
] as const;

export async function findGeolocation(db: Db, id: number, { lock = false } = {}) {
  const query = db.selectFrom('geolocations').select(geolocationColumns).where('id', '=', id);
  return (await (lock ? query.forUpdate() : query).executeTakeFirst()) as GeolocationRow | undefined;
}

/** A page of the places of these organisations (null: the shared ones too), by name. */
export async function listGeolocations(
  db: Db,
  reach: { all: true } | { all: false; organisationIds: number[]; shared: boolean },
  filters: { organisationIds?: number[]; country?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: GeolocationRow[]; total: number }> {
  let query = db.selectFrom('geolocations');
  if (!reach.all) {
    const { organisationIds, shared } = reach;
    query = query.where((eb) =>
      eb.or([
        eb('organisation_id', 'in', organisationIds.length > 0 ? organisationIds : [0]),
        ...(shared ? [eb('organisation_id', 'is', null)] : []),
      ]),
    );
  }
  if (filters.organisationIds) query = query.where('organisation_id', 'in', filters.organisationIds);
  if (filters.country) query = query.where('country', '=', filters.country);
  const [rows, count] = await Promise.all([
    query
      .select(geolocationColumns)
      .orderBy('name')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as GeolocationRow[], total: Number(count.total) };
}

export async function insertGeolocation(
  db: Db,
  values: GeolocationColumns & { organisation_id: number | null; name: string; country: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('geolocations')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGeolocation(db: Db, id: number, columns: GeolocationColumns, now: Date) {
  const row = await db
    .updateTable('geolocations')
    .set({ ...columns, version: sql`version + 1`, updated_at: now })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
