import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PersonProfileScope } from '../policies/person-profile-scope.ts';

/**
 * The WHERE form of isInScope for the person profile whose id and family id are the columns `id` and
 * `familyId` (e.g. `p.id`, `p.family_id`): what lists of a person's records (memberships, families)
 * filter by. One EXISTS over a UNION ALL, so each branch probes an index instead of hashing every
 * membership of the scope's organisations.
 */
export function personInScope(
  scope: PersonProfileScope,
  person: { id: string; familyId: string },
): Expression<SqlBool> {
  if (scope.all) {
    return sql<SqlBool>`true`;
  }
  const id = sql.ref(person.id);
  const reaches: RawBuilder<unknown>[] = [];
  if (scope.organisationIds.length > 0) {
    reaches.push(sql`select 1 from person_profile_mobilising_organisations so
      where so.person_profile_id = ${id} and so.organisation_id in (${sql.join(scope.organisationIds)})`);
  }
  if (scope.selfId !== null) {
    reaches.push(sql`select 1 where ${id} = ${scope.selfId}`);
  }
  if (scope.familyId !== null) {
    reaches.push(sql`select 1 where ${sql.ref(person.familyId)} = ${scope.familyId}`);
  }
  return reaches.length > 0
    ? sql<SqlBool>`exists (${sql.join(reaches, sql` union all `)})`
    : sql<SqlBool>`false`;
}
