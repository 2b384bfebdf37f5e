import type { EducationPlanRecord, Paged } from '@mobilise/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/endpoint-queries.ts';
import { callEndpoint, retryUnlessRefused } from '../../../api/index.ts';
import type { EducationPlanFilters } from '../education-plan-filters.ts';

/** A page of the plans index; the last page stays on screen while the next loads. */
export function educationPlanListQueryOptions(filters: EducationPlanFilters, perPage: number) {
  const query = {
    status: filters.statuses.length > 0 ? [...filters.statuses] : undefined,
    organisation: filters.organisationIds.length > 0 ? [...filters.organisationIds] : undefined,
    expired: filters.expired ? ('true' as const) : undefined,
    expiring_within_days: filters.expiringWithinDays ?? undefined,
    sort: filters.sort,
    page: filters.page,
    per_page: perPage,
  };
  return queryOptions({
    queryKey: [...queryKeys.endpoint('listEducationPlans'), filters, perPage],
    queryFn: ({ signal }): Promise<Paged<EducationPlanRecord>> =>
      callEndpoint('listEducationPlans', { query, signal }),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

/** One plan; its key is the plan's GET, so a write of a plan refreshes it. */
export const educationPlanQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.endpoint('getEducationPlan', { params: { id } }),
    queryFn: ({ signal }) => callEndpoint('getEducationPlan', { params: { id }, signal }),
    retry: retryUnlessRefused,
  });

/** The education dashboard's counts, over every organisation the reader reaches. */
export const educationDashboardQueryOptions = queryOptions({
  queryKey: queryKeys.endpoint('getEducationDashboard'),
  queryFn: ({ signal }) => callEndpoint('getEducationDashboard', { signal }),
  retry: retryUnlessRefused,
});
