import type { AssignmentStatus, ItineraryDateStatus, ItineraryType } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The planning columns of an assignment that `PATCH api/assignments/{id}` and the readiness calls write. */
export interface AssignmentPlanColumns {
  received_by_organisation_id?: number;
  status?: AssignmentStatus;
  proposed_start_date?: string | null;
  proposed_end_date?: string | null;
  confirmed_start_date?: string | null;
  confirmed_end_date?: string | null;
  financial_clearance_was_given?: boolean;
  receiving_organisation_is_ready_to_receive_assignment?: boolean;
}

/** The fields of an itinerary item. */
export interface ItineraryItemColumns {
  type: ItineraryType;
  responsible_for: string | null;
  start_date: string | null;
  end_date: string | null;
  status: ItineraryDateStatus;
}

/** Moves the assignment's version on (and writes `columns`, if any); answers the new version. */
export async function bumpAssignment(
  trx: Kysely<Database>,
  id: number,
  columns: AssignmentPlanColumns,
  now: Date,
): Promise<number> {
  const row = await trx
    .updateTable('assignments')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Adds an item to the assignment's itinerary; answers its id. */
export async function insertItineraryItem(
  trx: Kysely<Database>,
  assignmentId: number,
  item: ItineraryItemColumns,
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto('itinerary_items')
    .values({ ...item, assignment_id: assignmentId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItineraryItem(
  trx: Kysely<Database>,
  itemId: number,
  changes: Partial<ItineraryItemColumns>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('itinerary_items')
    .set({ ...changes, updated_at: now })
    .where('id', '=', itemId)
    .execute();
}

export async function deleteItineraryItem(trx: Kysely<Database>, itemId: number): Promise<void> {
  await trx.deleteFrom('itinerary_items').where('id', '=', itemId).execute();
}
