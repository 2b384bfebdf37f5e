import { z } from 'zod';
import { idSchema, nameTextSchema, timestampSchema } from './primitives.ts';

/**
 * The most entries a record's history answers, newest first. A page shows the recent story of a
 * record; an older change is still in the audit log for an administrator, and a fixed cap keeps the
 * call one cheap indexed read however long a record has lived.
 */
export const recordHistoryLimit = 50;

/**
 * One change of a record, read from the audit log: when, who (null when no signed-in user made it, as
 * a registration or the system), what (`{entity}.{action}` as stored, e.g. `assignment.abandon`, a
 * stable key the app words in the reader's language), and the names of the fields it changed. Values
 * are never sent: the history tells who changed what, the record itself tells what it is now.
 */
export const recordHistoryEntrySchema = z.object({
  at: timestampSchema,
  actor: z.object({ user_id: idSchema, name: nameTextSchema.nullable() }).nullable(),
  action: nameTextSchema,
  fields: z.array(nameTextSchema),
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;

/** `GET /api/assignments/{id}/history` and `GET /api/person-profiles/{id}/history`. */
export const recordHistorySchema = z.array(recordHistoryEntrySchema);
