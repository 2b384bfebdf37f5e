import type {
  VisionStrategyPaper,
  VisionStrategyPaperListQuery,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import { sql } from 'kysely';
import { securedRecordsKind } from '../secured-records/kind.ts';

/**
 * Vision and strategy papers as secured records, reached as requisitions are. A list item carries the
 * text the search shows: the title, and the summary after a dash when there is one.
 */
export const visionStrategyPapers = securedRecordsKind({
  kind: 'vision_strategy_paper',
  subjectType: 'VISION_STRATEGY_PAPER',
  records: (db) => db.selectFrom('vision_strategy_papers as r'),
  listFilters: (_query: VisionStrategyPaperListQuery) => [],
  listColumns: (records) =>
    records.select([
      'r.id',
      'r.public_id',
      sql<string>`concat_ws(' — ', r.title, nullif(r.summary, ''))`.as('searchable_text'),
      'r.last_updated',
    ]),
  showColumns: (records) =>
    records.select(['r.id', 'r.public_id', 'r.title', 'r.summary', 'r.content', 'r.last_updated']),
  listItem: (row): VisionStrategyPaper => ({
    id: row.id,
    public_id: String(row.public_id),
    searchable_text: row.searchable_text,
    last_updated: row.last_updated.toISOString(),
  }),
  shown: (row): VisionStrategyPaperRecord => ({
    ...row,
    public_id: String(row.public_id),
    last_updated: row.last_updated.toISOString(),
  }),
});
