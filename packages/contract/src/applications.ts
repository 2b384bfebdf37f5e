import { z } from 'zod';
import { applicationStatuses, termTypes } from './application-enums.ts';
import { applicationSorts } from './application-sorts.ts';
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
  versionSchema,
} from './primitives.ts';

export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

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

/**
 * What a caller may do to an application; the spec names none, these follow from its statuses: `resume`
 * takes one on hold back in progress, `abandon` is also the applicant withdrawing.
 */
export const applicationActions = [
  'update',
  'appoint',
  'put_on_hold',
  'resume',
  'reject',
  'abandon',
] as const;
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

/**
 * `GET api/applications`: id, public_id, applicant, organisation and position are comma-joined id lists
 * (public_id is the number the app shows and puts in its `/applications/{public_id}` path; a position
 * matches the applications it is held on), `status` a list of statuses, `stage` the name of the current
 * stage (stages are copied onto each application, so only the name is shared between applications),
 * `sort` one of applicationSorts, with_workflow_stages, and the page.
 */
export const applicationListQuerySchema = z.strictObject({
  id: idListQuerySchema.optional(),
  public_id: idListQuerySchema.optional(),
  applicant: idListQuerySchema.optional(),
  organisation: idListQuerySchema.optional(),
  position: idListQuerySchema.optional(),
  status: commaListSchema(applicationStatusSchema).optional(),
  stage: nameTextSchema.trim().min(1, { error: 'is required' }).optional(),
  sort: z.enum(applicationSorts).optional(),
  with_workflow_stages: queryFlagSchema.optional(),
  ...pageQuerySchema.shape,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** An application as the write calls and `GET api/applications/{id}` answer it: with the version a change sends back. */
export const applicationRecordSchema = applicationSchema.extend({ version: versionSchema });
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

/** Who holds a position on a new application: a live position of its organisation and its holders' user ids. */
const applicationPositionInputSchema = z.strictObject({
  position_id: idSchema,
  user_ids: z
    .array(idSchema)
    .min(1, { error: 'must name at least one holder' })
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a user twice' }),
});

/**
 * `POST api/organisations/{org_id}/applications`: the organisation is the path's. The people named in
 * `applicant_ids` are invited by becoming its applicants; the workflow is copied from the template.
 */
export const createApplicationBodySchema = z.strictObject({
  title: nameTextSchema.trim().min(1, { error: 'is required' }),
  term_type: termTypeSchema,
  about: noteTextSchema.nullable().default(null),
  workflow_template_id: idSchema,
  positions: z
    .array(applicationPositionInputSchema)
    .max(20)
    .refine((items) => new Set(items.map((item) => item.position_id)).size === items.length, {
      error: 'must not name a position twice',
    })
    .default([]),
  applicant_ids: z
    .array(idSchema)
    .min(1, { error: 'must name at least one person' })
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a person twice' }),
});
export type CreateApplicationBody = z.infer<typeof createApplicationBodySchema>;

/** The status changes `POST api/applications/{id}/transitions` makes (appointing has its own call). */
export const applicationTransitionActions = ['put_on_hold', 'resume', 'reject', 'abandon'] as const;
export const applicationTransitionActionSchema = z.enum(applicationTransitionActions);
export type ApplicationTransitionAction = z.infer<typeof applicationTransitionActionSchema>;

/** A status change with the version read; rejecting says why. */
export const applicationTransitionBodySchema = z
  .strictObject({
    action: applicationTransitionActionSchema,
    version: versionSchema,
    note: noteTextSchema.trim().nullable().default(null),
  })
  .check((ctx) => {
    if (ctx.value.action === 'reject' && !ctx.value.note) {
      ctx.issues.push({
        code: 'custom',
        path: ['note'],
        message: 'is required to reject',
        input: ctx.value.note,
      });
    }
  });
export type ApplicationTransitionBody = z.infer<typeof applicationTransitionBodySchema>;

/** `POST api/applications/{id}/appointment`: the appointee is one of its applicants. */
export const createAppointmentBodySchema = z.strictObject({
  appointee_id: idSchema,
  term_type: termTypeSchema,
  appointment_date: isoDateSchema,
  version: versionSchema,
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBodySchema>;
