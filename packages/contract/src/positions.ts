import { z } from 'zod';
import { idSchema, nameTextSchema } from './primitives.ts';

/**
 * The kinds of record a position can be held on (the `subject_type` of
 * `api/form-options/position-assignments`, spec 02 §7). The spec names no values; these are the records
 * that carry `positions` in spec 01 §3 plus the organisation itself.
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

/** Position (spec 01 §3): `applicable_to` lists the kinds of record it can be held on; `removed` is true once retired. */
export const positionSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  applicable_to: z.array(positionSubjectTypeSchema),
  organisation_id: idSchema,
  removed: z.boolean(),
});
export type Position = z.infer<typeof positionSchema>;
