import { z } from 'zod';
import { workflowStageSchema } from './applications.ts';
import { idSchema, nameTextSchema, organisationSchema, versionSchema } from './primitives.ts';

/** What a caller may do to an assignment's workflow: start one, while it has none. */
export const assignmentWorkflowActions = ['start'] as const;
export const assignmentWorkflowActionSchema = z.enum(assignmentWorkflowActions);
export type AssignmentWorkflowAction = z.infer<typeof assignmentWorkflowActionSchema>;

/**
 * An assignment's workflow: its stages in order (none until a workflow is started from a template), with
 * the same statuses an application's have, and what the caller may do to it. Its task instances are read
 * with `GET api/assignments/{id}/task-instances`, as an application's are.
 */
export const assignmentWorkflowSchema = z.object({
  stages: z.array(workflowStageSchema),
  user_can: z.array(assignmentWorkflowActionSchema),
});
export type AssignmentWorkflow = z.infer<typeof assignmentWorkflowSchema>;

/**
 * `POST api/assignments/{id}/workflow`: starts the assignment's workflow from one of its organisations'
 * live assignment templates, with the version of the assignment the caller read.
 */
export const startAssignmentWorkflowBodySchema = z.strictObject({
  workflow_template_id: idSchema,
  version: versionSchema,
});
export type StartAssignmentWorkflowBody = z.infer<typeof startAssignmentWorkflowBodySchema>;

/**
 * `GET api/assignments/{id}/workflow-templates`: a template the assignment's workflow may be started from
 * (a live assignment template, with stages, of one of its organisations), for whoever may start it, who
 * need not be one who edits templates.
 */
export const startableWorkflowTemplateSchema = z.object({
  id: idSchema,
  name: nameTextSchema,
  organisation: organisationSchema,
});
export type StartableWorkflowTemplate = z.infer<typeof startableWorkflowTemplateSchema>;
