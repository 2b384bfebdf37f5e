import type { RequisitionListQuery, RequisitionRecord, RequisitionSearchResult } from '@mobilise/contract';
import { type SqlBool, sql } from 'kysely';
import { securedRecordsKind } from '../secured-records/kind.ts';

/**
 * Requisitions as secured records: office staff and senior leadership of the organisation, its
 * management, or a position on the requisition reach one. The list can leave availabilities out; the
 * show page names the organisation.
 */
export const requisitions = securedRecordsKind({
  kind: 'requisition',
  subjectType: 'REQUISITION',
  records: (db) => db.selectFrom('requisitions as r'),
  listFilters: (query: RequisitionListQuery) => {
    const excluded = query.exclude_availability ?? [];
    return excluded.length > 0 ? [sql<SqlBool>`r.availability not in (${sql.join(excluded)})`] : [];
  },
  listColumns: (records) => records.select(['r.public_id', 'r.title', 'r.region_id', 'r.availability']),
  showColumns: (records) =>
    records
      .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
      .select([
        'r.public_id',
        'r.title',
        'r.description',
        'r.availability',
        'r.term_type',
        'r.organisation_id',
        'o.name as organisation_name',
        'r.last_updated',
      ]),
  listItem: (row): RequisitionSearchResult => ({ ...row, public_id: String(row.public_id) }),
  shown: (row): RequisitionRecord => ({
    public_id: String(row.public_id),
    title: row.title,
    description: row.description,
    availability: row.availability,
    term_type: row.term_type,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    last_updated: row.last_updated.toISOString(),
  }),
});
