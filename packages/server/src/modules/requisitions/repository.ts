import type { RequisitionAvailability, TermType } from '@mobilise/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchTextMatches } from '../../db/search-text-sql.ts';
import { securedRecordInScope } from '../../db/secured-record-scope-sql.ts';
import type { SecuredRecordScope } from '../../policies/secured-record-scope.ts';

export interface RequisitionRow {
  public_id: number;
  title: string;
  region_id: number | null;
  availability: RequisitionAvailability;
}

/** The filters and order of `GET api/requisitions`. */
export interface RequisitionFilters {
  searchWords: readonly string[];
  excludeAvailabilities: readonly RequisitionAvailability[];
  newestFirst: boolean;
}

/** One page of the requisitions the scope reaches matching the filters, by last update, and how many there are. */
export async function listRequisitions(
  db: Kysely<Database>,
  scope: SecuredRecordScope,
  filters: RequisitionFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: RequisitionRow[]; total: number }> {
  const where: Expression<SqlBool>[] = [
    securedRecordInScope(scope, {
      id: 'rq.id',
      organisationId: 'rq.organisation_id',
      subjectType: 'REQUISITION',
    }),
    ...searchTextMatches('rq.search_text', filters.searchWords),
  ];
  if (filters.excludeAvailabilities.length > 0) {
    where.push(sql<SqlBool>`rq.availability not in (${sql.join(filters.excludeAvailabilities)})`);
  }
  const matches = db.selectFrom('requisitions as rq').where((eb) => eb.and(where));
  const direction = filters.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    matches
      .select(['rq.public_id', 'rq.title', 'rq.region_id', 'rq.availability'])
      .orderBy('rq.last_updated', direction)
      .orderBy('rq.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matches.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface RequisitionRecordRow {
  public_id: number;
  title: string;
  description: string | null;
  availability: RequisitionAvailability;
  term_type: TermType | null;
  organisation_id: number;
  organisation_name: string;
  last_updated: Date;
  /** Whether the scope reaches it; a row out of scope is still found, so that its refusal can be logged. */
  in_scope: boolean;
}

/** The requisition with this public id, and whether the scope reaches it; undefined when there is none. */
export function findRequisition(
  db: Kysely<Database>,
  scope: SecuredRecordScope,
  publicId: number,
): Promise<RequisitionRecordRow | undefined> {
  const inScope = securedRecordInScope(scope, {
    id: 'rq.id',
    organisationId: 'rq.organisation_id',
    subjectType: 'REQUISITION',
  });
  return db
    .selectFrom('requisitions as rq')
    .innerJoin('organisations as o', 'o.id', 'rq.organisation_id')
    .select([
      'rq.public_id',
      'rq.title',
      'rq.description',
      'rq.availability',
      'rq.term_type',
      'rq.organisation_id',
      'o.name as organisation_name',
      'rq.last_updated',
      sql<boolean>`${inScope}`.as('in_scope'),
    ])
    .where('rq.public_id', '=', publicId)
    .executeTakeFirst();
}
