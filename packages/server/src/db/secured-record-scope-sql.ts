import type { PositionSubjectType } from '@mobilise/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SecuredRecordScope } from '../policies/secured-record-scope.ts';

/**
 * The WHERE form of reachesRecord for an organisation-owned record whose id and organisation are the
 * columns `id` and `organisationId` (e.g. `rq.id`, `rq.organisation_id`), positions on it counted
 * under `subjectType`: what the lists of requisitions and papers filter by.
 */
export function securedRecordInScope(
  scope: SecuredRecordScope,
  record: { id: string; organisationId: string; subjectType: PositionSubjectType },
): Expression<SqlBool> {
  if (scope.all) {
    return sql<SqlBool>`true`;
  }
  const organisation = sql.ref(record.organisationId);
  const reaches: RawBuilder<SqlBool>[] = [];
  if (scope.organisationIds.length > 0) {
    reaches.push(sql`${organisation} in (${sql.join(scope.organisationIds)})`);
  }
  if (scope.positionHolderId !== null && scope.positionOrganisationIds.length > 0) {
    reaches.push(sql`(${organisation} in (${sql.join(scope.positionOrganisationIds)})
      and exists (select 1 from position_assignments pa join person_profiles hp on hp.user_id = pa.user_id
        where pa.subject_type = ${record.subjectType} and pa.subject_id = ${sql.ref(record.id)}
        and hp.id = ${scope.positionHolderId}))`);
  }
  return reaches.length > 0 ? sql<SqlBool>`(${sql.join(reaches, sql` or `)})` : sql<SqlBool>`false`;
}
