import { z } from 'zod';
import {
  idSchema,
  nameTextSchema,
  noteTextSchema,
  queryFlagSchema,
  queryIntSchema,
  versionSchema,
} from './primitives.ts';
import { securityGroupRoleSchema } from './reference-data.ts';

/** Who does a task: the applicant, the organisation's office staff, a security group, or a position's holder. */
export const workflowTaskAssigneeTypes = ['APPLICANT', 'OFFICE_STAFF', 'SECURITY_GROUP', 'POSITION'] as const;
export const workflowTaskAssigneeTypeSchema = z.enum(workflowTaskAssigneeTypes);
export type WorkflowTaskAssigneeType = z.infer<typeof workflowTaskAssigneeTypeSchema>;

/** What completing a task means: a templated form filled, a document uploaded, or a decision taken. */
export const workflowTaskCompletionTypes = ['FORM', 'DOCUMENT', 'DECISION'] as const;
export const workflowTaskCompletionTypeSchema = z.enum(workflowTaskCompletionTypes);
export type WorkflowTaskCompletionType = z.infer<typeof workflowTaskCompletionTypeSchema>;

/** What a workflow template runs: applications or assignments. */
export const workflowSubjectTypeSchema = z.enum(['APPLICATION', 'ASSIGNMENT']);

/** The task forms the server defines, by the `form_name` a FORM task names. */
export const taskFormNames = ['application', 'references'] as const;
export type TaskFormName = (typeof taskFormNames)[number];

const workflowTaskInputShape = {
  title: nameTextSchema.trim().min(1, { error: 'is required' }),
  description: noteTextSchema.nullable().default(null),
  assignee_type: workflowTaskAssigneeTypeSchema,
  assignee_security_group_role: securityGroupRoleSchema.nullable().default(null),
  responsible_position_id: idSchema.nullable().default(null),
  /** Days after the task's stage starts that it is due; none: no due date. */
  due_offset_days: z.number().int().min(0).max(3650).nullable().default(null),
  completion_type: workflowTaskCompletionTypeSchema,
  form_name: nameTextSchema.nullable().default(null),
};

/** A security group's role goes with a security-group task only, a position with a position's task only. */
function checkAssignee(ctx: z.core.ParsePayload<z.infer<z.ZodObject<typeof workflowTaskInputShape>>>) {
  const task = ctx.value;
  if ((task.assignee_type === 'SECURITY_GROUP') !== (task.assignee_security_group_role !== null)) {
    ctx.issues.push({
      code: 'custom',
      path: ['assignee_security_group_role'],
      message: 'is required for a security group, and only for one',
      input: task.assignee_security_group_role,
    });
  }
  if ((task.assignee_type === 'POSITION') !== (task.responsible_position_id !== null)) {
    ctx.issues.push({
      code: 'custom',
      path: ['responsible_position_id'],
      message: 'is required for a position, and only for one',
      input: task.responsible_position_id,
    });
  }
}

/**
 * A task names a form only to be completed by filling it, and then one the server has: a name it has no
 * form for would leave the applicant nothing to fill. (A form task that names none yet is older data.)
 */
function checkFormName(ctx: z.core.ParsePayload<z.infer<z.ZodObject<typeof workflowTaskInputShape>>>) {
  const { completion_type, form_name } = ctx.value;
  if (form_name === null) return;
  const problem =
    completion_type !== 'FORM'
      ? 'is only for a task completed by a form'
      : (taskFormNames as readonly string[]).includes(form_name)
        ? undefined
        : `is not one of the task forms: ${taskFormNames.join(', ')}`;
  if (problem !== undefined)
    ctx.issues.push({ code: 'custom', path: ['form_name'], message: problem, input: form_name });
}

/** A task as a template's editor sends it. */
export const workflowTaskInputSchema = z
  .strictObject(workflowTaskInputShape)
  .check(checkAssignee, checkFormName);
export type WorkflowTaskInput = z.infer<typeof workflowTaskInputSchema>;
/** The fields of a task that its editor sends, in the order they are asked for. */
export const workflowTaskInputFields = workflowTaskInputSchema.keyof().options;

/** A task of a template, with the suggested task it was accepted from. */
export const workflowTaskSchema = z.object({
  id: idSchema,
  title: nameTextSchema,
  description: noteTextSchema.nullable(),
  assignee_type: workflowTaskAssigneeTypeSchema,
  assignee_security_group_role: securityGroupRoleSchema.nullable(),
  responsible_position_id: idSchema.nullable(),
  due_offset_days: z.number().int().nullable(),
  completion_type: workflowTaskCompletionTypeSchema,
  form_name: nameTextSchema.nullable(),
  suggested_task_id: idSchema.nullable(),
});
export type WorkflowTask = z.infer<typeof workflowTaskSchema>;

export const workflowTemplateStageSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  tasks: z.array(workflowTaskSchema),
});

/**
 * What a caller may do to a template: take suggested tasks into it, edit it as a whole, archive it.
 * Suggested and archived ones are read-only.
 */
export const workflowTemplateActions = ['accept_suggested_tasks', 'edit', 'archive'] as const;
export const workflowTemplateActionSchema = z.enum(workflowTemplateActions);
export type WorkflowTemplateAction = z.infer<typeof workflowTemplateActionSchema>;

/** A workflow template: its stages in order, each with its tasks in order. */
export const workflowTemplateSchema = z.object({
  id: idSchema,
  /** None for a suggested template, which the system provides to every organisation. */
  organisation_id: idSchema.nullable(),
  name: nameTextSchema,
  subject_type: workflowSubjectTypeSchema,
  is_suggested: z.boolean(),
  /** Archived: kept for the applications that use it, no longer offered for new ones nor edited. */
  archived: z.boolean(),
  version: versionSchema,
  stages: z.array(workflowTemplateStageSchema),
  user_can: z.array(workflowTemplateActionSchema),
});
export type WorkflowTemplate = z.infer<typeof workflowTemplateSchema>;

const stageInputSchema = z.strictObject({
  name: nameTextSchema.trim().min(1, { error: 'is required' }),
  tasks: z.array(workflowTaskInputSchema).max(100),
});

/** `POST api/organisations/{org_id}/workflow-templates`: the whole template; the organisation is the path's. */
export const createWorkflowTemplateBodySchema = z.strictObject({
  name: nameTextSchema.trim().min(1, { error: 'is required' }),
  subject_type: workflowSubjectTypeSchema,
  stages: z.array(stageInputSchema).max(50),
});
export type CreateWorkflowTemplateBody = z.infer<typeof createWorkflowTemplateBodySchema>;

/** `GET api/organisations/{org_id}/workflow-templates`: archived ones too when `include_archived`. */
export const workflowTemplateListQuerySchema = z.strictObject({
  include_archived: queryFlagSchema.optional(),
});
export type WorkflowTemplateListQuery = z.infer<typeof workflowTemplateListQuerySchema>;

/** A task of an edited template: with its `id` it is that task kept, without one a new task. */
export const workflowTaskEditSchema = z
  .strictObject({ id: idSchema.optional(), ...workflowTaskInputShape })
  .check(checkAssignee);
export type WorkflowTaskEdit = z.infer<typeof workflowTaskEditSchema>;

const stageEditSchema = z.strictObject({
  id: idSchema.optional(),
  name: nameTextSchema.trim().min(1, { error: 'is required' }),
  tasks: z.array(workflowTaskEditSchema).max(100),
});
export type WorkflowStageEdit = z.infer<typeof stageEditSchema>;

/**
 * `PATCH api/workflow-templates/{id}`: the template as a whole, with the version read. `stages` is the
 * whole ordered list: stages and tasks named by `id` are kept (moved, renamed, changed), those without
 * one are new, and those left out leave the template.
 */
export const updateWorkflowTemplateBodySchema = z.strictObject({
  version: versionSchema,
  name: nameTextSchema.trim().min(1, { error: 'is required' }).optional(),
  stages: z.array(stageEditSchema).max(50).optional(),
});
export type UpdateWorkflowTemplateBody = z.infer<typeof updateWorkflowTemplateBodySchema>;

/** `DELETE api/workflow-templates/{id}?version=`: archiving names the version read, like any change. */
export const archiveWorkflowTemplateQuerySchema = z.strictObject({ version: queryIntSchema(0) });
export type ArchiveWorkflowTemplateQuery = z.infer<typeof archiveWorkflowTemplateQuerySchema>;

/** `PUT api/workflow-templates/{id}/suggested-tasks/{task_id}`: the stage it joins, and the version read. */
export const acceptSuggestedTaskBodySchema = z.strictObject({ stage_id: idSchema, version: versionSchema });
export type AcceptSuggestedTaskBody = z.infer<typeof acceptSuggestedTaskBodySchema>;

/** The template and the suggested task of the accepting PUT. */
export const suggestedTaskParamsSchema = z.strictObject({
  id: queryIntSchema(1),
  task_id: queryIntSchema(1),
});
