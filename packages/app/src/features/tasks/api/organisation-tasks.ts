import type { EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';

/**
 * The open tasks of an organisation's applications and assignments that wait on the caller, oldest due first (the
 * server's order); the query goes when the organisation is switched away from.
 */
export const organisationTasksQueryOptions = (organisationId: number) =>
  endpointQueryOptions(
    'listOrganisationTaskInstances',
    { params: { org_id: organisationId } },
    { organisation: organisationId, clientRetry: true },
  );

const applicationsOfPage = (page: EndpointAnswer<'listApplications'>) => page.data;
const assignmentsOfPage = (page: EndpointAnswer<'listAssignments'>) => page.data;

/** The ids, once each and in order: the query's key does not change with the tasks' order. */
const distinctIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The applications the tasks belong to, by id, all on one page: a task instance names its application by
 * id only, and the list shows its title.
 */
export const tasksApplicationsQueryOptions = (organisationId: number, applicationIds: readonly number[]) => {
  const ids = distinctIds(applicationIds);
  return {
    ...endpointQueryOptions(
      'listApplications',
      { query: { id: ids, per_page: Math.max(ids.length, 1) } },
      { organisation: organisationId, clientRetry: true },
    ),
    select: applicationsOfPage,
  };
};

/**
 * The assignments the tasks belong to, by id, all on one page: a task instance names its assignment by id
 * only, and the list shows whose assignment it is.
 */
export const tasksAssignmentsQueryOptions = (organisationId: number, assignmentIds: readonly number[]) => {
  const ids = distinctIds(assignmentIds);
  return {
    ...endpointQueryOptions(
      'listAssignments',
      { query: { id: ids, per_page: Math.max(ids.length, 1) } },
      { organisation: organisationId, clientRetry: true },
    ),
    select: assignmentsOfPage,
  };
};
