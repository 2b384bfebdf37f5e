import { type Application, type ApplicationStatus, applicationsPath, type Paged } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from './retry.ts';

/** The statuses of an application still running: neither appointed nor rejected nor abandoned. */
export const inProgressApplicationStatuses = [
  'IN_PROGRESS',
  'ON_HOLD',
] as const satisfies readonly ApplicationStatus[];

/** Non-completed applications are fetched 999 at a time (spec 01 §9). */
export const inProgressApplicationsPerPage = 999;

/** Query keys of applications, organisation second (STYLE.md); an applicant's own list has no organisation. */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: (organisationId: number | null) => [...applicationKeys.all, organisationId, 'list'] as const,
  list: (organisationId: number | null, filters: { applicant: number; status: readonly string[] }) =>
    [...applicationKeys.lists(organisationId), filters] as const,
};

/** `GET api/applications?applicant=…&status=…&per_page=999`: a person's applications in progress (spec 01 §7, §9). */
export const applicationsInProgressQueryOptions = (applicantId: number) => {
  const filters = { applicant: applicantId, status: inProgressApplicationStatuses };
  return queryOptions({
    queryKey: applicationKeys.list(null, filters),
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(applicationsPath, {
          query: { ...filters, per_page: inProgressApplicationsPerPage },
          schema: trusted<Paged<Application>>(),
          signal,
        })
      ).data,
  });
};
