import { endpointQueryOptions } from '../../../api/index.ts';

/** The assignment's task instances the reader sees, stage by stage, each with what the reader may do to it. */
export const assignmentTaskInstancesQueryOptions = (id: number) =>
  endpointQueryOptions('listAssignmentTaskInstances', { params: { id } });
