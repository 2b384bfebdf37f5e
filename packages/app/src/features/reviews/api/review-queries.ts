import type { Paged, ReviewRecord } from '@mobilise/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/endpoint-queries.ts';
import { callEndpoint, retryUnlessRefused } from '../../../api/index.ts';
import type { ReviewFilters } from '../review-filters.ts';

/** Whose reviews a list holds: one person's, or an organisation's (receiving or mobilising). */
export type ReviewScope = { personId: number } | { organisationId: number };

/** A page of a reviews list; the last page stays on screen while the next loads. */
export function reviewListQueryOptions(scope: ReviewScope, filters: ReviewFilters, perPage: number) {
  const query = {
    person_profile:
      'personId' in scope ? scope.personId : filters.personId === null ? undefined : filters.personId,
    organisation: 'organisationId' in scope ? scope.organisationId : undefined,
    status: filters.statuses.length > 0 ? [...filters.statuses] : undefined,
    type: filters.types.length > 0 ? [...filters.types] : undefined,
    overdue: filters.overdue ? ('true' as const) : undefined,
    sort: filters.sort,
    page: filters.page,
    per_page: perPage,
  };
  const organisation = 'organisationId' in scope ? scope.organisationId : null;
  return queryOptions({
    queryKey: [...queryKeys.endpoint('listReviews', undefined, organisation), filters, perPage, scope],
    queryFn: ({ signal }): Promise<Paged<ReviewRecord>> => callEndpoint('listReviews', { query, signal }),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

/** One review; its key is the review's GET, so a write of a review refreshes it. */
export const reviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.endpoint('getReview', { params: { id } }),
    queryFn: ({ signal }) => callEndpoint('getReview', { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
