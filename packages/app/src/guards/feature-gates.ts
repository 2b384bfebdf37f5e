import type { FeatureFlags } from '@mobilise/contract';
import { allow, type Guard, type GuardDecision, goHome, redirectTo } from './guard.ts';

const flagGate =
  (isOn: (flags: FeatureFlags, isAdmin: boolean) => boolean): Guard =>
  ({ session }) =>
    isOn(session.metadata.feature_flags, session.user.is_admin) ? allow : goHome;

/** Leave-request routes: the leave flag, which an admin passes even when off. */
export const leaveGate = flagGate((flags, isAdmin) => flags.leave_requests || isAdmin);

/**
 * Travel-plan routes need both the leave and the travel flag. The admin exception covers the leave and
 * education gates only, so it does not open travel plans while the flags are off.
 */
export const travelGate = flagGate((flags) => flags.leave_requests && flags.travel_plans);

/** Education-plan routes: the education flag, which an admin passes even when off. */
export const educationGate = flagGate((flags, isAdmin) => flags.education_plans || isAdmin);

export const reviewsGate = flagGate((flags) => flags.reviews);

type ExtensiveFlowFlag =
  | 'leave_request_extensive_confirm_ended_flow'
  | 'travel_plan_extensive_confirm_ended_flow';

/**
 * Confirm-ended needs the leave and travel flags and the record kind's extensive-flow flag. Refused, it goes to the record's show page when its own gate lets the user see it, otherwise
 * Home.
 */
const confirmEndedGate =
  (extensiveFlow: ExtensiveFlowFlag, showGate: Guard, toShowPage: (id: string) => GuardDecision): Guard =>
  (context) => {
    const flags = context.session.metadata.feature_flags;
    if (flags.leave_requests && flags.travel_plans && flags[extensiveFlow]) return allow;
    const id = context.params.id;
    return id !== undefined && showGate(context).kind === 'allow' ? toShowPage(id) : goHome;
  };

export const leaveConfirmEndedGate = confirmEndedGate(
  'leave_request_extensive_confirm_ended_flow',
  leaveGate,
  (id) => redirectTo('LeaveRequestsShow', { id }),
);
export const travelConfirmEndedGate = confirmEndedGate(
  'travel_plan_extensive_confirm_ended_flow',
  travelGate,
  (id) => redirectTo('TravelPlansShow', { id }),
);
