import { type LeaveType, leaveTypes, type Paged, type TravelType, travelTypes } from '@mobilise/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../api/endpoint-queries.ts';
import { callEndpoint, retryUnlessRefused } from '../../../api/index.ts';
import type { LeaveFilters } from '../leave-filters.ts';
import type { LeaveKind, LeaveList, LeaveRecord } from '../leave-kinds.ts';

/** Whose records a list holds: one person's (their own or as a subject), or an organisation's to decide. */
export type LeaveScope = { personId: number } | { organisationId: number };

/** What the type filter of each list offers: the kind's types, or for both kinds the kinds themselves. */
export const typeChoicesOf = {
  leave_request: leaveTypes,
  travel_plan: travelTypes,
  both: ['leave_request', 'travel_plan'],
} as const satisfies Record<LeaveList, readonly string[]>;

/** One row of any list: the record and its kind. */
export type LeaveRow = LeaveRecord & { kind: LeaveKind };

const commonQuery = (scope: LeaveScope, filters: LeaveFilters, perPage: number) => ({
  person_profile:
    'personId' in scope ? scope.personId : filters.personId === null ? undefined : filters.personId,
  organisation: 'organisationId' in scope ? scope.organisationId : undefined,
  status: filters.statuses.length > 0 ? [...filters.statuses] : undefined,
  from: filters.from ?? undefined,
  to: filters.to ?? undefined,
  awaiting_confirmation: filters.awaitingConfirmation ? 'true' : undefined,
  sort: filters.sort,
  page: filters.page,
  per_page: perPage,
});

const organisationOf = (scope: LeaveScope) => ('organisationId' in scope ? scope.organisationId : null);

const markedAs =
  (kind: LeaveKind) =>
  (page: Paged<LeaveRecord>): Paged<LeaveRow> => ({
    ...page,
    data: page.data.map((record) => ({ ...record, kind })),
  });

/**
 * A page of one list, its rows each marked with their kind, so the three lists render alike; the last
 * page stays on screen while the next loads.
 */
export function leaveListQueryOptions(
  list: LeaveList,
  scope: LeaveScope,
  filters: LeaveFilters,
  perPage: number,
) {
  const common = commonQuery(scope, filters, perPage);
  const types = filters.types.length > 0 ? filters.types : undefined;
  const load = (signal: AbortSignal): Promise<Paged<LeaveRow>> => {
    switch (list) {
      case 'leave_request':
        return callEndpoint('listLeaveRequests', {
          query: { ...common, type: types as LeaveType[] | undefined },
          signal,
        }).then(markedAs('leave_request'));
      case 'travel_plan':
        return callEndpoint('listTravelPlans', {
          query: { ...common, type: types as TravelType[] | undefined },
          signal,
        }).then(markedAs('travel_plan'));
      default: {
        // One kind chosen narrows the combined list to it; both chosen, or none, is everything.
        const kind = filters.types.length === 1 ? (filters.types[0] as LeaveKind) : undefined;
        return callEndpoint('listLeaveAndTravel', { query: { ...common, kind }, signal });
      }
    }
  };
  const endpoint = {
    leave_request: 'listLeaveRequests',
    travel_plan: 'listTravelPlans',
    both: 'listLeaveAndTravel',
  } as const;
  return queryOptions({
    queryKey: [
      ...queryKeys.endpoint(endpoint[list], undefined, organisationOf(scope)),
      filters,
      perPage,
      scope,
    ],
    queryFn: ({ signal }) => load(signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

/**
 * One record of the kind, typed as either kind so that the pages both kinds share take it; its key is
 * the kind's own GET, so a write of the kind refreshes it.
 */
export const leaveRecordQueryOptions = (kind: LeaveKind, id: number) => {
  const name = kind === 'leave_request' ? 'getLeaveRequest' : 'getTravelPlan';
  return queryOptions({
    queryKey: queryKeys.endpoint(name, { params: { id } }),
    queryFn: ({ signal }): Promise<LeaveRecord> => callEndpoint(name, { params: { id }, signal }),
    retry: retryUnlessRefused,
  });
};
