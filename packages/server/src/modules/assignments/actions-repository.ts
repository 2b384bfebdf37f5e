import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AssignmentRow, findAssignment } from './repository.ts';

/** The flags the actions table changes. */
export type AssignmentFlags = Partial<
  Pick<AssignmentRow, 'is_abandoned' | 'is_shared_with_receiving_organisation' | 'is_shared_with_assignee'>
>;

/**
 * The assignment, locked for the rest of the transaction `trx` so two changes of it are made one after
 * the other; undefined when unknown. Only its own row is locked, not its assignee's.
 */
export async function lockAssignment(
  trx: Kysely<Database>,
  id: number,
  today: string,
): Promise<AssignmentRow | undefined> {
  const locked = await trx
    .selectFrom('assignments')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return locked && findAssignment(trx, id, today);
}

/** Writes the flags and moves the version on; answers the new version. */
export async function updateAssignmentFlags(
  trx: Kysely<Database>,
  id: number,
  flags: AssignmentFlags,
  now: Date,
): Promise<number> {
  const row = await trx
    .updateTable('assignments')
    .set((eb) => ({ ...flags, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
