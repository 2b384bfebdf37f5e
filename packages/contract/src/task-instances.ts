import { z } from 'zod';
import { assetSchema } from './assets.ts';
import {
  idSchema,
  isoDateSchema,
  nameTextSchema,
  noteTextSchema,
  timestampSchema,
  versionSchema,
} from './primitives.ts';
import { securityGroupRoleSchema } from './reference-data.ts';
import { workflowTaskAssigneeTypeSchema, workflowTaskCompletionTypeSchema } from './workflow-templates.ts';

/** Where a task instance stands: TODO, IN_PROGRESS (a form saved in part, or reopened), DONE, NOT_APPLICABLE. */
export const taskInstanceStatuses = ['TODO', 'IN_PROGRESS', 'DONE', 'NOT_APPLICABLE'] as const;
export const taskInstanceStatusSchema = z.enum(taskInstanceStatuses);
export type TaskInstanceStatus = z.infer<typeof taskInstanceStatusSchema>;

/** A DECISION task's outcome. */
export const taskDecisionSchema = z.enum(['APPROVED', 'REJECTED']);

/** What a caller may do to a task instance. */
export const taskInstanceActions = ['complete', 'reopen', 'mark_not_applicable'] as const;
export const taskInstanceActionSchema = z.enum(taskInstanceActions);
export type TaskInstanceAction = z.infer<typeof taskInstanceActionSchema>;

/**
 * One task of an application's or an assignment's workflow, to be done: what the template's task asks
 * (title, who does it, how it is completed), the stage it belongs to, when it is due (none until its
 * stage starts, or when the task has no due offset) and how it ended. Exactly one of `application_id`
 * and `assignment_id` names what it belongs to.
 */
export const taskInstanceSchema = z.object({
  id: idSchema,
  application_id: idSchema.nullable(),
  assignment_id: idSchema.nullable(),
  stage_id: idSchema,
  task_id: idSchema,
  title: nameTextSchema,
  description: noteTextSchema.nullable(),
  assignee_type: workflowTaskAssigneeTypeSchema,
  assignee_security_group_role: securityGroupRoleSchema.nullable(),
  /** The one user it waits on, when the assignee is one (an applicant with an account, a position's holder). */
  assignee_user_id: idSchema.nullable(),
  completion_type: workflowTaskCompletionTypeSchema,
  form_name: nameTextSchema.nullable(),
  status: taskInstanceStatusSchema,
  due_date: isoDateSchema.nullable(),
  decision: taskDecisionSchema.nullable(),
  note: noteTextSchema.nullable(),
  completed_at: timestampSchema.nullable(),
  completed_by: idSchema.nullable(),
  /**
   * The files attached to it, oldest first: a DOCUMENT task is completed once it has one. A file is
   * attached by uploading it with `assetable_type=task_instance&assetable_id={id}` (uploadAsset), which
   * whoever may complete the task may do while it is open; deleting the file (deleteAsset) detaches it.
   */
  attachments: z.array(assetSchema),
  version: versionSchema,
  user_can: z.array(taskInstanceActionSchema),
});
export type TaskInstance = z.infer<typeof taskInstanceSchema>;

/**
 * A file of an application, as `GET api/applications/{id}/attachments` answers it: the file, and the task
 * instance it is attached to (null for a file of the application itself, a reference or a certificate).
 */
export const applicationAttachmentSchema = assetSchema.extend({ task_instance_id: idSchema.nullable() });
export type ApplicationAttachment = z.infer<typeof applicationAttachmentSchema>;

/**
 * `POST api/task-instances/{id}/transitions`: complete (a DECISION task names its decision), reopen or
 * mark not applicable, with the version read and an optional note.
 */
export const taskInstanceTransitionBodySchema = z
  .strictObject({
    action: taskInstanceActionSchema,
    version: versionSchema,
    decision: taskDecisionSchema.nullable().default(null),
    note: noteTextSchema.trim().nullable().default(null),
  })
  .check((ctx) => {
    if (ctx.value.decision !== null && ctx.value.action !== 'complete') {
      ctx.issues.push({
        code: 'custom',
        path: ['decision'],
        message: 'is only for completing a task',
        input: ctx.value.decision,
      });
    }
  });
export type TaskInstanceTransitionBody = z.infer<typeof taskInstanceTransitionBodySchema>;
