import type { RequisitionListQuery, RequisitionRecord, RequisitionSearchResult } from '@mobilise/contract';
import { type SqlBool, sql } from 'kysely';
import { requisitionUserCan } from '../../policies/requisition-policy.ts';
import { attachmentIdsOf } from '../secured-records/attachments.ts';
import { securedRecordsKind } from '../secured-records/kind.ts';

/**
 * Requisitions as secured records: office staff and senior leadership of the organisation, its
 * management, or a position on the requisition reach one. The list can leave availabilities out or keep
 * some organisations'; the show page names the organisation, the team or unit served and the files.
 */
export const requisitions = securedRecordsKind({
  kind: 'requisition',
  subjectType: 'REQUISITION',
  records: (db) => db.selectFrom('requisitions as r'),
  listFilters: (query: RequisitionListQuery) => {
    const excluded = query.exclude_availability ?? [];
    return [
      ...(excluded.length > 0 ? [sql<SqlBool>`r.availability not in (${sql.join(excluded)})`] : []),
      ...(query.organisation ? [sql<SqlBool>`r.organisation_id in (${sql.join(query.organisation)})`] : []),
    ];
  },
  listColumns: (records) => records.select(['r.public_id', 'r.title', 'r.region_id', 'r.availability']),
  showColumns: (records) =>
    records
      .innerJoin('organisations as o', 'o.id', 'r.organisation_id')
      .select([
        'r.id',
        'r.public_id',
        'r.title',
        'r.description',
        'r.availability',
        'r.term_type',
        'r.region_id',
        'r.team_id',
        'r.unit_id',
        'r.organisation_id',
        'o.name as organisation_name',
        'r.last_updated',
        'r.version',
        attachmentIdsOf('requisition', sql.ref('r.id')).as('attachments'),
      ]),
  listItem: (row): RequisitionSearchResult => ({ ...row, public_id: String(row.public_id) }),
  shown: (row, actor): RequisitionRecord => ({
    id: row.id,
    public_id: String(row.public_id),
    title: row.title,
    description: row.description,
    availability: row.availability,
    term_type: row.term_type,
    region_id: row.region_id,
    team_id: row.team_id,
    unit_id: row.unit_id,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    attachments: row.attachments,
    last_updated: row.last_updated.toISOString(),
    version: row.version,
    user_can: requisitionUserCan(actor, {
      organisationId: row.organisation_id,
      availability: row.availability,
    }),
  }),
});
