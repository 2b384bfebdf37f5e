import { z } from 'zod';
import { idSchema, nameTextSchema, queryFlagSchema, queryIntSchema, versionSchema } from './primitives.ts';

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

/** What a caller may do to a position: rename it or change its kinds (`update`), or `remove` it. */
export const positionActions = ['update', 'remove'] as const;
export const positionActionSchema = z.enum(positionActions);
export type PositionAction = z.infer<typeof positionActionSchema>;

/** The kinds a position applies to: at least one, each once. */
const applicableToSchema = z
  .array(positionSubjectTypeSchema)
  .min(1, { error: 'must name at least one kind of record' })
  .refine((kinds) => new Set(kinds).size === kinds.length, { error: 'must not name a kind twice' });

/** A position as the positions settings read and edit it: with the version a change sends back. */
export const positionRecordSchema = positionSchema.extend({
  version: versionSchema,
  user_can: z.array(positionActionSchema),
});
export type PositionRecord = z.infer<typeof positionRecordSchema>;

/** `GET api/organisations/{org_id}/positions`: removed ones too when `include_removed`. */
export const positionListQuerySchema = z.strictObject({ include_removed: queryFlagSchema.optional() });
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

/** `POST api/organisations/{org_id}/positions`. The organisation is the path's, never the body's. */
export const createPositionBodySchema = z.strictObject({
  name: nameTextSchema.trim().min(1, { error: 'is required' }),
  applicable_to: applicableToSchema,
});
export type CreatePositionBody = z.infer<typeof createPositionBodySchema>;

/** `PATCH api/positions/{id}`: what changes, with the version the caller read. */
export const updatePositionBodySchema = createPositionBodySchema.partial().extend({ version: versionSchema });
export type UpdatePositionBody = z.infer<typeof updatePositionBodySchema>;

/** `DELETE api/positions/{id}?version=`: removing names the version read, like any change. */
export const removePositionQuerySchema = z.strictObject({ version: queryIntSchema(0) });
export type RemovePositionQuery = z.infer<typeof removePositionQuerySchema>;

/** Path of the organisation-scoped calls. */
export const organisationParamsSchema = z.strictObject({ org_id: queryIntSchema(1) });
