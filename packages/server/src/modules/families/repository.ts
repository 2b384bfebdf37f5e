import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { personInScope } from '../../db/person-scope-sql.ts';
import type { Database } from '../../db/schema.ts';
import type { PersonProfileScope } from '../../policies/person-profile-scope.ts';

export interface FamilyRow {
  id: number;
  name: string;
  organisation_id: number | null;
  version: number;
}

/** The filters of `GET api/families`. */
export interface FamilyFilters {
  ids?: number[];
  /** Families with one of these people as a member. */
  memberIds?: number[];
  /** Words that must each appear in the name (accents and case ignored). */
  searchWords?: string[];
}

const familyColumns = ['f.id', 'f.name', 'f.organisation_id', 'f.version'] as const;

/** `f` is a family the scope reaches: the WHERE form of reachesFamily. */
function familyInScope(scope: PersonProfileScope): Expression<SqlBool> {
  if (scope.all) {
    return sql<SqlBool>`true`;
  }
  const reaches = [
    sql<SqlBool>`exists (select 1 from person_profiles p where p.family_id = f.id
      and ${personInScope(scope, { id: 'p.id', familyId: 'p.family_id' })})`,
  ];
  if (scope.organisationIds.length > 0) {
    reaches.push(sql<SqlBool>`f.organisation_id in (${sql.join(scope.organisationIds)})`);
  }
  if (scope.familyId !== null) {
    reaches.push(sql<SqlBool>`f.id = ${scope.familyId}`);
  }
  return sql<SqlBool>`(${sql.join(reaches, sql` or `)})`;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, '\\$&');
}

function matching(filters: FamilyFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.ids) {
    conditions.push(sql<SqlBool>`f.id in (${sql.join(filters.ids)})`);
  }
  if (filters.memberIds) {
    conditions.push(sql<SqlBool>`exists (select 1 from person_profiles mp
      where mp.family_id = f.id and mp.id in (${sql.join(filters.memberIds)}))`);
  }
  for (const word of filters.searchWords ?? []) {
    conditions.push(
      sql<SqlBool>`unaccent(lower(f.name)) like '%' || unaccent(lower(${likeLiteral(word)})) || '%'`,
    );
  }
  return conditions;
}

/** One page of the families in scope matching the filters, by name, and how many there are. */
export async function listFamilies(
  db: Kysely<Database>,
  scope: PersonProfileScope,
  filters: FamilyFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: FamilyRow[]; total: number }> {
  const where = [familyInScope(scope), ...matching(filters)];
  const [rows, count] = await Promise.all([
    db
      .selectFrom('families as f')
      .select(familyColumns)
      .where((eb) => eb.and(where))
      .orderBy('f.name')
      .orderBy('f.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('families as f')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => eb.and(where))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findFamily(db: Kysely<Database>, id: number): Promise<FamilyRow | undefined> {
  return db.selectFrom('families as f').select(familyColumns).where('f.id', '=', id).executeTakeFirst();
}

/** The family row, locked until the transaction ends; for an edit. */
export function lockFamily(db: Kysely<Database>, id: number): Promise<FamilyRow | undefined> {
  return db
    .selectFrom('families as f')
    .select(familyColumns)
    .where('f.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The members of the families, each with their family: every one, whoever may see them. */
export async function membersOf(
  db: Kysely<Database>,
  familyIds: readonly number[],
): Promise<{ id: number; family_id: number }[]> {
  if (familyIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('person_profiles')
    .select(['id', 'family_id'])
    .where('family_id', 'in', [...familyIds])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, family_id: Number(row.family_id) }));
}

export function insertFamily(
  db: Kysely<Database>,
  family: { name: string; organisation_id: number },
  at: Date,
): Promise<{ id: number; version: number }> {
  return db
    .insertInto('families')
    .values({ ...family, created_at: at, updated_at: at })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** Writes the name (when given) and bumps the version; returns the new version. */
export async function updateFamily(
  db: Kysely<Database>,
  id: number,
  columns: { name?: string },
  at: Date,
): Promise<number> {
  const row = await db
    .updateTable('families')
    .set({ ...columns, updated_at: at, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Puts the people into the family (out of any other) and takes the others out of it. */
export async function moveMembers(
  db: Kysely<Database>,
  familyId: number,
  { added, removed }: { added: readonly number[]; removed: readonly number[] },
  at: Date,
) {
  if (added.length > 0) {
    await db
      .updateTable('person_profiles')
      .set({ family_id: familyId, updated_at: at })
      .where('id', 'in', [...added])
      .execute();
  }
  if (removed.length > 0) {
    await db
      .updateTable('person_profiles')
      .set({ family_id: null, updated_at: at })
      .where('id', 'in', [...removed])
      .where('family_id', '=', familyId)
      .execute();
  }
}
