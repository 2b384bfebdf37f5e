import { endpointQueryOptions } from '../../../api/index.ts';

/** The assignment's task instances the reader sees, stage by stage, each with what the reader may do to it. */
export const assignmentTaskInstancesQueryOptions = (id: number) =>
  endpointQueryOptions('listAssignmentTaskInstances', { params: { id } });

/**
 * The templates the assignment's workflow may be started from, for whoever may start it: leadership
 * start workflows without being allowed to read or edit the organisation's templates.
 */
export const startableWorkflowTemplatesQueryOptions = (id: number) =>
  endpointQueryOptions('listAssignmentWorkflowTemplates', { params: { id } });
