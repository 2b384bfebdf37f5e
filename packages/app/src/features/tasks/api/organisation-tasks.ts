import type { EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';

/**
 * The open tasks of an organisation's applications that wait on the caller, oldest due first (the
 * server's order); the query goes when the organisation is switched away from.
 */
export const organisationTasksQueryOptions = (organisationId: number) =>
  endpointQueryOptions(
    'listOrganisationTaskInstances',
    { params: { org_id: organisationId } },
    { organisation: organisationId, clientRetry: true },
  );

const applicationsOfPage = (page: EndpointAnswer<'listApplications'>) => page.data;

/**
 * The applications the tasks belong to, by id, all on one page: a task instance names its application by
 * id only, and the list shows its title.
 */
export const tasksApplicationsQueryOptions = (organisationId: number, applicationIds: readonly number[]) => {
  const ids = [...new Set(applicationIds)].sort((a, b) => a - b);
  return {
    ...endpointQueryOptions(
      'listApplications',
      { query: { id: ids, per_page: Math.max(ids.length, 1) } },
      { organisation: organisationId, clientRetry: true },
    ),
    select: applicationsOfPage,
  };
};
