import type {
  VisionStrategyPaper,
  VisionStrategyPaperListQuery,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';
import { type SqlBool, sql } from 'kysely';
import { canChangeRequisitionsAndPapers } from '../../policies/security-groups.ts';
import { attachmentIdsOf } from '../secured-records/attachments.ts';
import { securedRecordsKind } from '../secured-records/kind.ts';

/**
 * Vision and strategy papers as secured records, reached as requisitions are. A list item carries the
 * text the search shows: the title, and the summary after a dash when there is one.
 */
export const visionStrategyPapers = securedRecordsKind({
  kind: 'vision_strategy_paper',
  subjectType: 'VISION_STRATEGY_PAPER',
  records: (db) => db.selectFrom('vision_strategy_papers as r'),
  listFilters: (query: VisionStrategyPaperListQuery) =>
    query.organisation ? [sql<SqlBool>`r.organisation_id in (${sql.join(query.organisation)})`] : [],
  listColumns: (records) =>
    records.select([
      'r.id',
      'r.public_id',
      sql<string>`concat_ws(' — ', r.title, nullif(r.summary, ''))`.as('searchable_text'),
      'r.last_updated',
    ]),
  showColumns: (records) =>
    records
      .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
      .select([
        'r.id',
        'r.public_id',
        'r.title',
        'r.summary',
        'r.content',
        'r.region_id',
        'r.organisation_id',
        'o.name as organisation_name',
        'r.last_updated',
        'r.version',
        attachmentIdsOf('vision_strategy_paper', sql.ref('r.id')).as('attachments'),
      ]),
  listItem: (row): VisionStrategyPaper => ({
    id: row.id,
    public_id: String(row.public_id),
    searchable_text: row.searchable_text,
    last_updated: row.last_updated.toISOString(),
  }),
  shown: ({ organisation_id, organisation_name, ...row }, actor): VisionStrategyPaperRecord => ({
    ...row,
    public_id: String(row.public_id),
    organisation: { id: organisation_id, name: organisation_name },
    last_updated: row.last_updated.toISOString(),
    user_can: canChangeRequisitionsAndPapers(actor, organisation_id) ? ['update'] : [],
  }),
});
