import type { PositionSubjectType } from '@mobilise/contract';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchTextMatches } from '../../db/search-text-sql.ts';
import { securedRecordInScope } from '../../db/secured-record-scope-sql.ts';
import type { SecuredRecordScope } from '../../policies/secured-record-scope.ts';

/** A query that selects nothing yet. */
type Unselected = Record<never, never>;

/**
 * Where the records of one kind live. The table is read under the alias `r` and has `id`, `public_id`,
 * `organisation_id`, `last_updated` and the `search_text` a trigger keeps: the scope, the search and the
 * order every kind shares name those columns.
 */
interface SecuredRecordSource<DB, TB extends keyof DB> {
  /** Positions on a record of the kind are held under this subject type. */
  subjectType: PositionSubjectType;
  /** Every record of the kind, as `r`: e.g. `db.selectFrom('requisitions as r')`. */
  records: (db: Kysely<Database>) => SelectQueryBuilder<DB, TB, Unselected>;
}

/** What the list of one kind filters by beyond the search, and what a list row reads. */
export interface SecuredListSource<DB, TB extends keyof DB, ListQuery, ListRow>
  extends SecuredRecordSource<DB, TB> {
  listFilters?: (query: ListQuery) => Expression<SqlBool>[];
  listColumns: (records: SelectQueryBuilder<DB, TB, Unselected>) => SelectQueryBuilder<DB, TB, ListRow>;
}

/** What the show page of one kind reads; it may join other tables. */
export interface SecuredShowSource<DB, TB extends keyof DB, ShowDB, ShowTB extends keyof ShowDB, ShowRow>
  extends SecuredRecordSource<DB, TB> {
  showColumns: (
    records: SelectQueryBuilder<DB, TB, Unselected>,
  ) => SelectQueryBuilder<ShowDB, ShowTB, ShowRow>;
}

/** The filters and order every secured list takes. */
export interface SecuredListFilters<ListQuery> {
  query: ListQuery;
  searchWords: readonly string[];
  newestFirst: boolean;
}

const inScope = (scope: SecuredRecordScope, subjectType: PositionSubjectType) =>
  securedRecordInScope(scope, { id: 'r.id', organisationId: 'r.organisation_id', subjectType });

/** One page of the records the scope reaches matching the filters, by last update, and how many there are. */
export async function listSecuredRecords<DB, TB extends keyof DB, ListQuery, ListRow>(
  db: Kysely<Database>,
  source: SecuredListSource<DB, TB, ListQuery, ListRow>,
  scope: SecuredRecordScope,
  filters: SecuredListFilters<ListQuery>,
  page: { limit: number; offset: number },
): Promise<{ rows: ListRow[]; total: number }> {
  const where = [
    inScope(scope, source.subjectType),
    ...searchTextMatches('r.search_text', filters.searchWords),
    ...(source.listFilters?.(filters.query) ?? []),
  ];
  const matches = source.records(db).where((eb) => eb.and(where));
  const direction = filters.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    source
      .listColumns(matches)
      .orderBy(sql.ref('r.last_updated'), direction)
      .orderBy(sql.ref('r.id'), direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matches.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot name the selection's columns while the table is still a type parameter.
  return { rows, total: Number((count as { total: number | string }).total) };
}

/**
 * The record with this public id, and whether the scope reaches it; undefined when there is none. A
 * record out of scope is still found, so that its refusal can be logged.
 */
export async function findSecuredRecord<
  DB,
  TB extends keyof DB,
  ShowDB,
  ShowTB extends keyof ShowDB,
  ShowRow,
>(
  db: Kysely<Database>,
  source: SecuredShowSource<DB, TB, ShowDB, ShowTB, ShowRow>,
  scope: SecuredRecordScope,
  publicId: number,
): Promise<{ row: ShowRow; inScope: boolean } | undefined> {
  const found = source.records(db).where(sql.ref('r.public_id'), '=', publicId);
  const row = await source
    .showColumns(found)
    .select(sql<boolean>`${inScope(scope, source.subjectType)}`.as('in_scope'))
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  const { in_scope, ...shown } = row as ShowRow & { in_scope: boolean };
  return { row: shown as ShowRow, inScope: in_scope };
}
