import { z } from 'zod';
import { positionWithAssignmentsSchema } from './positions.ts';
import {
  codeTextSchema,
  commaListSchema,
  idListQuerySchema,
  idSchema,
  isoDateSchema,
  nameTextSchema,
  noteTextSchema,
  pageQuerySchema,
  queryFlagSchema,
} from './primitives.ts';

/** Application status, the values seen so far. */
export const applicationStatuses = ['IN_PROGRESS', 'REJECTED', 'ABANDONED', 'ON_HOLD', 'APPOINTED'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Term types of applications and appointments. */
export const termTypes = ['SHORT_TERM', 'FULL_TERM'] as const;
export const termTypeSchema = z.enum(termTypes);
export type TermType = z.infer<typeof termTypeSchema>;

/** An appointment made from an application; `appointed_by` is the appointing user's id. */
export const appointmentSchema = z.object({
  application_id: idSchema,
  appointee_id: idSchema,
  term_type: termTypeSchema,
  appointment_date: isoDateSchema,
  appointed_by: idSchema.nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** Where a workflow stage stands; the spec names the stages only. */
export const workflowStageStatuses = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const workflowStageStatusSchema = z.enum(workflowStageStatuses);

/** A stage of an application's workflow, in order. */
export const workflowStageSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  position: z.number().int().nonnegative(),
  status: workflowStageStatusSchema,
});
export type WorkflowStage = z.infer<typeof workflowStageSchema>;

/** What a caller may do to an application; the spec names none, these follow from its statuses. */
export const applicationActions = ['update', 'appoint', 'put_on_hold', 'reject', 'abandon'] as const;
export const applicationActionSchema = z.enum(applicationActions);
export type ApplicationAction = z.infer<typeof applicationActionSchema>;

/**
 * Application, field for field. `workflow` is there only when the list asked
 * `with_workflow_stages` (a single application always has it).
 */
export const applicationSchema = z.object({
  id: idSchema,
  public_id: codeTextSchema,
  title: nameTextSchema,
  status: applicationStatusSchema,
  term_type: termTypeSchema,
  about: noteTextSchema.nullable(),
  workflow: z.object({ stages: z.array(workflowStageSchema) }).optional(),
  invited_applicant_ids: z.array(idSchema),
  organisation_id: idSchema,
  applicant_ids: z.array(idSchema),
  positions: z.array(positionWithAssignmentsSchema),
  appointments: z.array(appointmentSchema),
  user_can: z.array(applicationActionSchema),
});
export type Application = z.infer<typeof applicationSchema>;

/** `GET api/applications`: applicant, status list, with_workflow_stages, per_page, id list. */
export const applicationListQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  applicant: idListQuerySchema.optional(),
  status: commaListSchema(applicationStatusSchema).optional(),
  with_workflow_stages: queryFlagSchema.optional(),
  ...pageQuerySchema.shape,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
