import { z } from 'zod';
import { assignmentStatuses } from './assignment-values.ts';
import { codeTextSchema, dateRangeSchema, idSchema, organisationSchema } from './primitives.ts';

/** Assignment status (assignmentStatuses). An assignment is active when ACTIVE and not abandoned. */
export const assignmentStatusSchema = z.enum(assignmentStatuses);
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/** The few assignment fields a person profile lists its assignments with. */
export const assignmentSummarySchema = z.object({
  id: idSchema,
  public_id: codeTextSchema,
  status: assignmentStatusSchema,
  is_abandoned: z.boolean(),
  received_by: organisationSchema.nullable(),
  proposed_dates: dateRangeSchema,
  confirmed_dates: dateRangeSchema.nullable(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;
