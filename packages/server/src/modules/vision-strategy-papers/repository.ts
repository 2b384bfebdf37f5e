import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchTextMatches } from '../../db/search-text-sql.ts';
import { securedRecordInScope } from '../../db/secured-record-scope-sql.ts';
import type { SecuredRecordScope } from '../../policies/secured-record-scope.ts';

export interface VisionStrategyPaperRow {
  id: number;
  public_id: number;
  /** The title, and the summary after a dash when there is one. */
  searchable_text: string;
  last_updated: Date;
}

/** The filters and order of `GET api/vision-strategy-papers`. */
export interface VisionStrategyPaperFilters {
  searchWords: readonly string[];
  newestFirst: boolean;
}

/** One page of the papers the scope reaches matching the search, by last update, and how many there are. */
export async function listVisionStrategyPapers(
  db: Kysely<Database>,
  scope: SecuredRecordScope,
  filters: VisionStrategyPaperFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: VisionStrategyPaperRow[]; total: number }> {
  const matches = db.selectFrom('vision_strategy_papers as vp').where((eb) =>
    eb.and([
      securedRecordInScope(scope, {
        id: 'vp.id',
        organisationId: 'vp.organisation_id',
        subjectType: 'VISION_STRATEGY_PAPER',
      }),
      ...searchTextMatches('vp.search_text', filters.searchWords),
    ]),
  );
  const direction = filters.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    matches
      .select([
        'vp.id',
        'vp.public_id',
        sql<string>`concat_ws(' — ', vp.title, nullif(vp.summary, ''))`.as('searchable_text'),
        'vp.last_updated',
      ])
      .orderBy('vp.last_updated', direction)
      .orderBy('vp.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matches.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface VisionStrategyPaperRecordRow {
  id: number;
  public_id: number;
  title: string;
  summary: string | null;
  content: string | null;
  last_updated: Date;
  /** Whether the scope reaches it; a row out of scope is still found, so that its refusal can be logged. */
  in_scope: boolean;
}

/** The paper with this public id, and whether the scope reaches it; undefined when there is none. */
export function findVisionStrategyPaper(
  db: Kysely<Database>,
  scope: SecuredRecordScope,
  publicId: number,
): Promise<VisionStrategyPaperRecordRow | undefined> {
  const inScope = securedRecordInScope(scope, {
    id: 'vp.id',
    organisationId: 'vp.organisation_id',
    subjectType: 'VISION_STRATEGY_PAPER',
  });
  return db
    .selectFrom('vision_strategy_papers as vp')
    .select([
      'vp.id',
      'vp.public_id',
      'vp.title',
      'vp.summary',
      'vp.content',
      'vp.last_updated',
      sql<boolean>`${inScope}`.as('in_scope'),
    ])
    .where('vp.public_id', '=', publicId)
    .executeTakeFirst();
}
