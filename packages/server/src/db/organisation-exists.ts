import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Whether an organisation of this id exists: what a call on an organisation by id checks first. */
export async function organisationExists(db: Kysely<Database>, organisationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row !== undefined;
}
