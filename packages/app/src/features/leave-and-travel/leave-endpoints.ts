import type { LeaveKind } from './leave-kinds.ts';

/** The calls that change a record of each kind: the same steps, one endpoint per kind. */
export const leaveChangeEndpoints = {
  leave_request: {
    approve: 'approveLeaveRequest',
    reject: 'rejectLeaveRequest',
    confirmTakingPlace: 'confirmLeaveRequestTakingPlace',
    confirmEnded: 'confirmLeaveRequestEnded',
  },
  travel_plan: {
    approve: 'approveTravelPlan',
    reject: 'rejectTravelPlan',
    confirmTakingPlace: 'confirmTravelPlanTakingPlace',
    confirmEnded: 'confirmTravelPlanEnded',
  },
} as const satisfies Record<LeaveKind, Record<string, string>>;

/** The pages of each kind. */
export const leaveRoutes = {
  leave_request: {
    show: 'LeaveRequestsShow',
    edit: 'LeaveRequestsEdit',
    confirmEnded: 'LeaveRequestsConfirmEnded',
    personList: 'PersonProfileLeaveRequests',
  },
  travel_plan: {
    show: 'TravelPlansShow',
    edit: 'TravelPlansEdit',
    confirmEnded: 'TravelPlansConfirmEnded',
    personList: 'PersonProfileTravelPlans',
  },
} as const;
