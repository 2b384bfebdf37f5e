import {
  type AddressType,
  type AssignmentStatus,
  type MemberStatus,
  type PersonProfileSort,
  type PersonStatusFlag,
  personStatusFlags,
} from '@mobilise/contract';
import {
  type Expression,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import { personInScope } from '../../db/person-scope-sql.ts';
import type { Database, PersonProfilesTable } from '../../db/schema.ts';
import { searchTextMatches } from '../../db/search-text-sql.ts';
import type { PersonProfileScope } from '../../policies/person-profile-scope.ts';

/** Which of the optional groups of a list item to read (the `with_*` flags), or everything for one profile. */
export interface ProfileGroups {
  status: boolean;
  assignments: boolean;
  currentAddress: boolean;
  /** The fields only the full profile has. */
  full: boolean;
}

export interface AddressJson {
  id: number;
  type: AddressType;
  address_line_one: string;
  address_line_two: string | null;
  address_line_three: string | null;
  city: string;
  county: string | null;
  state_or_province: string | null;
  post_code: string;
  country: string;
}

export interface AssignmentJson {
  id: number;
  public_id: number;
  status: AssignmentStatus;
  is_abandoned: boolean;
  received_by: { id: number; name: string } | null;
  proposed_start_date: string | null;
  proposed_end_date: string | null;
  confirmed_start_date: string | null;
  confirmed_end_date: string | null;
  /** Where it takes place; only read for active, not abandoned assignments. */
  country: string | null;
  geolocation_name: string | null;
  team_name: string | null;
  unit_name: string | null;
}

export interface ProfileRow extends Record<PersonStatusFlag, boolean> {
  id: number;
  user_id: number | null;
  user_created_at: Date | null;
  first_name: string;
  last_name: string;
  middle_names: string | null;
  avatar_id: number | null;
  salutation: string | null;
  known_as: string | null;
  former_last_name: string | null;
  suffix: string | null;
  family_id: number | null;
  family_name: string | null;
  with_family: boolean;
  requires_education_plan: boolean;
  aim_positional_email: string | null;
  aim_personal_email: string | null;
  aim_alternative_email: string | null;
  date_of_birth: string | null;
  special_needs: string | null;
  will_travel_on_assignment: boolean | null;
  phone_number: string | null;
  current_address_id: number | null;
  member_status: MemberStatus;
  version: number;
  updated_at: Date;
  mobilised_by: number[];
  addresses: AddressJson[];
  education_plans: { id: number; status: string; academicYear: string | null; expiresOn: string | null }[];
  assignments?: AssignmentJson[];
  current_address?: AddressJson | null;
}

export interface FullProfileRow extends ProfileRow {
  assignments: AssignmentJson[];
  current_address: AddressJson | null;
  language: string | null;
  sex: 'MALE' | 'FEMALE' | null;
  inactive_since: string | null;
  retired_on: string | null;
  deceased_on: string | null;
  marital_status: 'SINGLE' | 'MARRIED' | 'WIDOWED' | 'DIVORCED' | 'SEPARATED' | null;
  spouse_name: string | null;
  date_of_marriage: string | null;
  permanent_residency: string | null;
  invited_on: Date | null;
  is_admin: boolean | null;
  nationalities: string[];
  positions: { id: number; name: string; removed: boolean }[];
  appointments: {
    application_id: number;
    appointee_id: number;
    term_type: 'SHORT_TERM' | 'FULL_TERM';
    appointment_date: string;
    appointed_by: number | null;
  }[];
  attachments: number[];
  has_family_members_on_planned_assignments: boolean;
  has_family_members_on_active_assignments: boolean;
}

/** The filters of `GET api/person-profiles` the repository applies. */
export interface ProfileFilters {
  ids?: number[];
  userIds?: number[];
  email?: string;
  hasUser?: boolean;
  /** true: people in a family; false: people in none. */
  hasFamily?: boolean;
  /** Words that must each appear in the name (accents and case ignored). */
  searchWords?: string[];
  /** People holding at least one of these flags. */
  statusFlags?: PersonStatusFlag[];
  memberStatus?: MemberStatus;
  /** People this organisation mobilises. */
  organisationId?: number;
}

const jsonList = (query: RawBuilder<unknown>) => sql`coalesce((${query}), '[]'::json)`;

const addressJson = (alias: string) => sql`json_build_object(
  'id', ${sql.ref(`${alias}.id`)},
  'type', ${sql.ref(`${alias}.type`)},
  'address_line_one', ${sql.ref(`${alias}.address_line_one`)},
  'address_line_two', ${sql.ref(`${alias}.address_line_two`)},
  'address_line_three', ${sql.ref(`${alias}.address_line_three`)},
  'city', ${sql.ref(`${alias}.city`)},
  'county', ${sql.ref(`${alias}.county`)},
  'state_or_province', ${sql.ref(`${alias}.state_or_province`)},
  'post_code', ${sql.ref(`${alias}.post_code`)},
  'country', ${sql.ref(`${alias}.country`)})`;

const addresses = jsonList(sql`select json_agg(${addressJson('a')} order by a.id)
  from person_profile_addresses a where a.person_profile_id = p.id`);

const educationPlans = jsonList(sql`select json_agg(json_build_object(
    'id', e.id, 'status', e.status, 'academicYear', e.academic_year, 'expiresOn', e.expires_on)
    order by e.academic_year desc, e.id desc)
  from education_plans e where e.person_profile_id = p.id`);

const assignments = jsonList(sql`select json_agg(json_build_object(
    'id', a.id, 'public_id', a.public_id, 'status', a.status, 'is_abandoned', a.is_abandoned,
    'received_by', case when o.id is null then null else json_build_object('id', o.id, 'name', o.name) end,
    'proposed_start_date', a.proposed_start_date, 'proposed_end_date', a.proposed_end_date,
    'confirmed_start_date', a.confirmed_start_date, 'confirmed_end_date', a.confirmed_end_date,
    'country', a.country, 'geolocation_name', g.name, 'team_name', t.name, 'unit_name', un.name)
    order by coalesce(a.confirmed_start_date, a.proposed_start_date) desc nulls last, a.id desc)
  from assignments a
  left join organisations o on o.id = a.received_by_organisation_id
  left join geolocations g on g.id = a.geolocation_id
  left join teams t on t.id = a.team_id
  left join units un on un.id = a.unit_id
  where a.assignee_person_profile_id = p.id`);

const currentAddress = sql`(select ${addressJson('ca')} from person_profile_addresses ca
  where ca.id = p.current_address_id)`;

const familyOnAssignments = (status: AssignmentStatus) => sql<boolean>`exists (
  select 1 from person_profiles fm
  join assignments fa on fa.assignee_person_profile_id = fm.id
  where p.family_id is not null and fm.family_id = p.family_id and fm.id <> p.id
    and fa.status = ${status} and not fa.is_abandoned)`;

/**
 * The columns of `p` a list item reads (ProfileRow): a page leaves out the rest, the search text and
 * sort keys among them, which its rows would otherwise carry to the server to be parsed and dropped.
 */
const listedColumns = [
  'id',
  'user_id',
  'first_name',
  'last_name',
  'middle_names',
  'avatar_id',
  'salutation',
  'known_as',
  'former_last_name',
  'suffix',
  'family_id',
  'with_family',
  'requires_education_plan',
  'aim_positional_email',
  'aim_personal_email',
  'aim_alternative_email',
  'date_of_birth',
  'special_needs',
  'will_travel_on_assignment',
  'phone_number',
  'current_address_id',
  'member_status',
  'version',
  'updated_at',
  ...personStatusFlags,
] as const satisfies readonly (keyof PersonProfilesTable)[];

/** Rows of person_profiles `p` (with the user `u` and family `f`) selected with every field of `groups`. */
function selectProfiles(db: Kysely<Database>, groups: ProfileGroups) {
  return db
    .selectFrom('person_profiles as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('families as f', 'f.id', 'p.family_id')
    .$if(groups.full, (query) => query.selectAll('p'))
    .$if(!groups.full, (query) => query.select(listedColumns.map((column) => `p.${column}` as const)))
    .select([
      'u.created_at as user_created_at',
      'u.is_admin',
      'f.name as family_name',
      // The profile's copy, kept in their order by a trigger (20261204000000): no subquery per person.
      sql<number[]>`array_to_json(p.mobilising_organisation_ids)`.as('mobilised_by'),
      addresses.as('addresses'),
      educationPlans.as('education_plans'),
    ])
    .$if(groups.assignments || groups.full, (query) => query.select(assignments.as('assignments')))
    .$if(groups.currentAddress || groups.full, (query) => query.select(currentAddress.as('current_address')))
    .$if(groups.full, (query) =>
      query.select([
        jsonList(sql`select json_agg(n.country order by n.position, n.country)
          from person_profile_nationalities n where n.person_profile_id = p.id`).as('nationalities'),
        jsonList(sql`select json_agg(json_build_object('id', x.id, 'name', x.name, 'removed', x.removed)
            order by x.name, x.id)
          from (select distinct po.id, po.name, po.removed from position_assignments pa
                join positions po on po.id = pa.position_id where pa.user_id = p.user_id) x`).as('positions'),
        jsonList(sql`select json_agg(json_build_object('application_id', ap.application_id,
            'appointee_id', ap.appointee_id, 'term_type', ap.term_type,
            'appointment_date', ap.appointment_date, 'appointed_by', ap.appointed_by)
            order by ap.appointment_date desc, ap.id desc)
          from appointments ap where ap.appointee_id = p.id`).as('appointments'),
        jsonList(sql`select json_agg(at.asset_id order by at.created_at, at.asset_id)
          from asset_attachments at
          where at.assetable_type = 'person_profile' and at.assetable_id = p.id`).as('attachments'),
        familyOnAssignments('PLANNED').as('has_family_members_on_planned_assignments'),
        familyOnAssignments('ACTIVE').as('has_family_members_on_active_assignments'),
      ]),
    );
}

/** `p` is one the scope reaches: the WHERE form of isInScope (see personInScope). */
const inScope = (scope: PersonProfileScope) => personInScope(scope, { id: 'p.id', familyId: 'p.family_id' });

/**
 * inScope tested on the profile's own copy of its mobilising organisations, which the search's GIN index
 * holds beside the names and the order indexes beside the sort keys: a search's index scan yields only
 * the matches in scope, and a page's walk in order tests each index entry without probing the
 * memberships (bench/RESULTS.md, API).
 */
function inScopeByCopy(scope: PersonProfileScope): Expression<SqlBool> {
  if (scope.all) {
    return sql<SqlBool>`true`;
  }
  const reaches: RawBuilder<SqlBool>[] = [];
  if (scope.organisationIds.length > 0) {
    reaches.push(sql`p.mobilising_organisation_ids && array[${sql.join(scope.organisationIds)}]::bigint[]`);
  }
  if (scope.selfId !== null) {
    reaches.push(sql`p.id = ${scope.selfId}`);
  }
  if (scope.familyId !== null) {
    reaches.push(sql`p.family_id = ${scope.familyId}`);
  }
  return reaches.length > 0 ? sql<SqlBool>`(${sql.join(reaches, sql` or `)})` : sql<SqlBool>`false`;
}

function matching(filters: ProfileFilters): Expression<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filters.ids) {
    conditions.push(sql`p.id in (${sql.join(filters.ids)})`);
  }
  if (filters.userIds) {
    conditions.push(sql`p.user_id in (${sql.join(filters.userIds)})`);
  }
  if (filters.email !== undefined) {
    const email = filters.email.toLowerCase();
    conditions.push(sql`(lower(u.email) = ${email} or lower(p.aim_personal_email) = ${email}
      or lower(p.aim_positional_email) = ${email} or lower(p.aim_alternative_email) = ${email})`);
  }
  if (filters.hasUser !== undefined) {
    conditions.push(filters.hasUser ? sql`p.user_id is not null` : sql`p.user_id is null`);
  }
  if (filters.hasFamily !== undefined) {
    conditions.push(filters.hasFamily ? sql`p.family_id is not null` : sql`p.family_id is null`);
  }
  if (filters.statusFlags?.length) {
    conditions.push(
      sql`(${sql.join(
        filters.statusFlags.map((flag) => sql.ref(`p.${flag}`)),
        sql` or `,
      )})`,
    );
  }
  if (filters.memberStatus !== undefined) {
    conditions.push(sql`p.member_status = ${filters.memberStatus}`);
  }
  if (filters.organisationId !== undefined) {
    conditions.push(sql`exists (select 1 from person_profile_mobilising_organisations fo
      where fo.person_profile_id = p.id and fo.organisation_id = ${filters.organisationId})`);
  }
  return [...conditions, ...searchTextMatches('p.search_text', filters.searchWords ?? [])];
}

/**
 * The columns a sort orders by, the id last so that equal keys keep one order from page to page; names by
 * their lowercase, unaccented keys, as people read them.
 */
const sortColumns = (sort: PersonProfileSort) =>
  sort.endsWith('name')
    ? (['last_name_key', 'first_name_key', 'id'] as const)
    : (['updated_at', 'id'] as const);

/** The ORDER BY of a sort over the rows of `alias`; `-` reverses every key. */
function orderOf(alias: string, sort: PersonProfileSort): RawBuilder<unknown> {
  const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
  return sql.join(sortColumns(sort).map((column) => sql`${sql.ref(`${alias}.${column}`)} ${direction}`));
}

/** The sort's columns of the profiles in scope matching the filters, in no order. */
export function matchesOf(
  db: Kysely<Database>,
  scope: PersonProfileScope,
  filters: ProfileFilters,
  sort: PersonProfileSort,
) {
  return (
    db
      .selectFrom('person_profiles as p')
      // The user only for the e-mail filter: joined, it keeps a page's walk in order off the index alone.
      .$if(filters.email !== undefined, (query) => query.leftJoin('users as u', 'u.id', 'p.user_id'))
      // Only the sort's columns: a page's walk in order then reads the sort's index alone.
      .select(sortColumns(sort).map((column) => `p.${column}` as const))
      .where((eb) => eb.and([inScopeByCopy(scope), ...matching(filters)]))
  );
}

/**
 * The ids of one page of the matches of a list that is not a search, in order: a walk of the sort's
 * index that tests each entry for the scope (the index holds the scope's columns) until the page is full.
 */
export function pageIdsInOrder(
  matches: ReturnType<typeof matchesOf>,
  page: { limit: number; offset: number; sort: PersonProfileSort },
) {
  return matches.orderBy(orderOf('p', page.sort)).limit(page.limit).offset(page.offset);
}

/**
 * One page of the profiles in scope matching the filters, in the order asked for (by default by last
 * then first name), and how many there are; without filters that is `scopeTotal`, countScope unless the
 * caller knows it already.
 */
export async function listProfiles(
  db: Kysely<Database>,
  scope: PersonProfileScope,
  filters: ProfileFilters,
  groups: ProfileGroups,
  page: { limit: number; offset: number; sort?: PersonProfileSort },
  scopeTotal: () => Promise<number> = () => countScope(db, scope),
): Promise<{ rows: ProfileRow[]; total: number }> {
  const sort = page.sort ?? 'name';
  const isSearch = Boolean(filters.searchWords?.length);
  const matches = matchesOf(db, scope, filters, sort);
  const countMatches = () =>
    db
      .selectFrom(matches.as('m'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total));

  if (isSearch) {
    // The matches first, through the trigram index, then ordered and counted. Given the ORDER BY and
    // LIMIT together, the planner walks the name index until enough rows match, which for a surname
    // (its matches bunched at one place in name order) reads most of the table.
    const pageIds = db
      .with(
        (cte) => cte('hits').materialized(),
        () => matches,
      )
      .selectFrom('hits')
      .select(sortColumns(sort).map((column) => `hits.${column}` as const))
      .select(sql<number>`count(*) over ()`.as('total'))
      .orderBy(orderOf('hits', sort))
      .limit(page.limit)
      .offset(page.offset);
    const rows = await selectProfiles(db, groups)
      .innerJoin(pageIds.as('page'), 'page.id', 'p.id')
      .select('page.total')
      .orderBy(orderOf('page', sort))
      .execute();
    // A page past the last match has no row to carry the total.
    const total = rows[0] ? Number(rows[0].total) : page.offset > 0 ? await countMatches() : 0;
    return { rows: rows as unknown as ProfileRow[], total };
  }

  // The page's ids first, so that the per-row subqueries run for its rows only, not for those skipped. Two
  // statements rather than one: PostgreSQL plans the walk anew for each offset, and planning the rows'
  // subqueries with it cost more than executing them; alone, the rows' statement keeps one plan (a
  // search's five rows gain nothing from the split: one statement there).
  const rowsOf = async (ids: number[]) =>
    ids.length === 0
      ? []
      : selectProfiles(db, groups)
          .where('p.id', '=', sql<number>`any(${ids}::bigint[])`)
          .orderBy(orderOf('p', sort))
          .execute();
  const [rows, total] = await Promise.all([
    pageIdsInOrder(matches, { ...page, sort })
      .execute()
      .then((keys) => rowsOf(keys.map((key) => key.id))),
    matching(filters).length === 0 ? scopeTotal() : countMatches(),
  ]);
  return { rows: rows as unknown as ProfileRow[], total };
}

/**
 * How many people the scope reaches, without filters (the plain list). Counted from the mobilising
 * organisations' index instead of testing every profile against the scope: the people of the scope's
 * organisations, plus self and family when no such organisation mobilises them.
 */
export async function countScope(db: Kysely<Database>, scope: PersonProfileScope): Promise<number> {
  if (scope.all) {
    const row = await db
      .selectFrom('person_profiles')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
  const organisations = scope.organisationIds;
  // One organisation mobilises a person once (the primary key): no need to sort the ids for distinct.
  const mobilisedPeople =
    organisations.length === 1 ? sql`count(*)` : sql`count(distinct m.person_profile_id)`;
  const mobilised =
    organisations.length === 0
      ? sql<number>`0`
      : sql<number>`(select ${mobilisedPeople} from person_profile_mobilising_organisations m
          where m.organisation_id in (${sql.join(organisations)}))`;
  const notMobilisedByThem =
    organisations.length === 0
      ? sql<SqlBool>`true`
      : sql<SqlBool>`not exists (select 1 from person_profile_mobilising_organisations so
          where so.person_profile_id = p.id and so.organisation_id in (${sql.join(organisations)}))`;
  const selfOrFamily = inScope({ ...scope, organisationIds: [] });
  const { rows } = await sql<{ total: number }>`select ${mobilised} + (select count(*) from person_profiles p
      where ${selfOrFamily} and ${notMobilisedByThem}) as total`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

export async function findFullProfile(db: Kysely<Database>, id: number): Promise<FullProfileRow | undefined> {
  const row = await selectProfiles(db, { status: true, assignments: true, currentAddress: true, full: true })
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row as unknown as FullProfileRow | undefined;
}

/** The profile row, locked until the transaction ends, with its organisations; for an edit. */
export async function lockProfile(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('person_profiles')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  const [organisations, nationalities] = await Promise.all([
    db
      .selectFrom('person_profile_mobilising_organisations')
      .select('organisation_id')
      .where('person_profile_id', '=', id)
      .orderBy('position')
      .orderBy('organisation_id')
      .execute(),
    db
      .selectFrom('person_profile_nationalities')
      .select('country')
      .where('person_profile_id', '=', id)
      .orderBy('position')
      .orderBy('country')
      .execute(),
  ]);
  return {
    row,
    version: row.version,
    mobilisedBy: organisations.map((organisation) => organisation.organisation_id),
    nationalities: nationalities.map((nationality) => nationality.country),
  };
}
export type LockedProfile = NonNullable<Awaited<ReturnType<typeof lockProfile>>>;

type WritableColumns = Omit<
  Updateable<PersonProfilesTable>,
  'id' | 'version' | 'search_text' | 'created_at' | 'updated_at'
>;

/** Writes the columns and bumps the version; returns the new version. */
export async function updateProfile(
  db: Kysely<Database>,
  id: number,
  columns: Partial<Record<keyof WritableColumns, unknown>>,
  at: Date,
): Promise<number> {
  const row = await db
    .updateTable('person_profiles')
    .set({ ...(columns as Partial<WritableColumns>), updated_at: at, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function replaceMobilisingOrganisations(
  db: Kysely<Database>,
  id: number,
  organisationIds: number[],
) {
  await db
    .deleteFrom('person_profile_mobilising_organisations')
    .where('person_profile_id', '=', id)
    .execute();
  if (organisationIds.length > 0) {
    await db
      .insertInto('person_profile_mobilising_organisations')
      .values(
        organisationIds.map((organisation_id, position) => ({
          person_profile_id: id,
          organisation_id,
          position,
        })),
      )
      .execute();
  }
}

export async function replaceNationalities(db: Kysely<Database>, id: number, countries: string[]) {
  await db.deleteFrom('person_profile_nationalities').where('person_profile_id', '=', id).execute();
  if (countries.length > 0) {
    await db
      .insertInto('person_profile_nationalities')
      .values(countries.map((country, position) => ({ person_profile_id: id, country, position })))
      .execute();
  }
}

/** The ids among `ids` that are organisations. */
export async function existingOrganisations(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.selectFrom('organisations').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** The person's addresses with their ids, in the order they were added (what the current address is chosen from). */
export function addressesOf(db: Kysely<Database>, personProfileId: number) {
  return db
    .selectFrom('person_profile_addresses')
    .select([
      'id',
      'type',
      'address_line_one',
      'address_line_two',
      'address_line_three',
      'city',
      'county',
      'state_or_province',
      'post_code',
      'country',
    ])
    .where('person_profile_id', '=', personProfileId)
    .orderBy('id')
    .execute();
}

/** A new profile; returns its id and version. */
export async function insertProfile(
  db: Kysely<Database>,
  columns: Partial<Record<keyof WritableColumns, unknown>> & { first_name: string; last_name: string },
  at: Date,
): Promise<{ id: number; version: number }> {
  return db
    .insertInto('person_profiles')
    .values({
      ...(columns as WritableColumns),
      created_at: at,
      updated_at: at,
    } as Insertable<PersonProfilesTable>)
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
