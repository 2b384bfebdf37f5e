import { type OrganisationDashboard, organisationDashboardPath } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';

/** Query keys of the organisation dashboard, organisation second (STYLE.md). */
export const organisationDashboardKeys = {
  all: ['organisationDashboard'] as const,
  detail: (organisationId: number) => [...organisationDashboardKeys.all, organisationId] as const,
};

/** `GET api/organisations/{id}/dashboard`: the counts the dashboard shows. */
export const organisationDashboardQueryOptions = (organisationId: number) =>
  queryOptions({
    queryKey: organisationDashboardKeys.detail(organisationId),
    queryFn: ({ signal }) =>
      apiRequest(organisationDashboardPath(organisationId), {
        schema: trusted<OrganisationDashboard>(),
        signal,
      }),
  });
