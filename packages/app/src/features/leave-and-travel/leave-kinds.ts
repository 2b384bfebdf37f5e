import type { LeaveRequestRecord, TravelPlanRecord } from '@mobilise/contract';

/** A leave request or a travel plan: the two share their fields, statuses and steps. */
export type LeaveKind = 'leave_request' | 'travel_plan';

/** What one of the lists holds: one kind, or both (the organisation's Leave & Travel). */
export type LeaveList = LeaveKind | 'both';

/** A record of either kind as the server answers for one. */
export type LeaveRecord = LeaveRequestRecord | TravelPlanRecord;

/** The page of a record: a legacy (imported) leave request has its own read-only address. */
export const showRouteOf = (kind: LeaveKind, record: { isLegacy: boolean }) => {
  if (kind === 'travel_plan') return 'TravelPlansShow' as const;
  return record.isLegacy ? ('LegacyLeaveRequestsShow' as const) : ('LeaveRequestsShow' as const);
};
