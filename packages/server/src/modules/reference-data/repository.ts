import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every organisation, unsorted: the service sorts names as the reader's language does. */
export function listOrganisations(db: Kysely<Database>) {
  return db.selectFrom('organisations').select(['id', 'name', 'code']).execute();
}

export function listSecurityGroups(db: Kysely<Database>) {
  return db.selectFrom('security_groups').select(['id', 'role', 'label']).orderBy('id').execute();
}
