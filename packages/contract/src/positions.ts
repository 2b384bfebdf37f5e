import { z } from 'zod';
import { idSchema, nameTextSchema, queryFlagSchema, queryIntSchema } from './primitives.ts';

/**
 * The kinds of record a position can be held on (the `subject_type` of
 * `api/form-options/position-assignments`). The spec names no values; these are the records
 * that carry `positions` plus the organisation itself.
 */
export const positionSubjectTypes = [
  'ORGANISATION',
  'UNIT',
  'TEAM',
  'APPLICATION',
  'ASSIGNMENT',
  'REQUISITION',
  'VISION_STRATEGY_PAPER',
] as const;
export const positionSubjectTypeSchema = z.enum(positionSubjectTypes);
export type PositionSubjectType = z.infer<typeof positionSubjectTypeSchema>;

/** Position: `applicable_to` lists the kinds of record it can be held on; `removed` is true once retired. */
export const positionSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  applicable_to: z.array(positionSubjectTypeSchema),
  organisation_id: idSchema,
  removed: z.boolean(),
});
export type Position = z.infer<typeof positionSchema>;

/** Who holds a position on a record: the users assigned (the shape of the position-assignment form options). */
export const positionAssignmentSchema = z.object({ user_ids: z.array(idSchema) });

/** A position on a record with the people holding it (an application's or an assignment's `positions`). */
export const positionWithAssignmentsSchema = positionSchema
  .pick({ id: true, name: true, removed: true })
  .extend({ assignments: z.array(positionAssignmentSchema) });
export type PositionWithAssignments = z.infer<typeof positionWithAssignmentsSchema>;

/**
 * `GET api/form-options/position-assignments`: the options for a record (`subject_type` and
 * `subject_id`, or a new one of an `organisation`), or the default assignees.
 */
export const positionAssignmentFormOptionsQuerySchema = z.strictObject({
  subject_type: positionSubjectTypeSchema.optional(),
  subject_id: queryIntSchema(1).optional(),
  organisation: queryIntSchema(1).optional(),
  with_default_assignees: queryFlagSchema.optional(),
});
export type PositionAssignmentFormOptionsQuery = z.infer<typeof positionAssignmentFormOptionsQuerySchema>;
