import type { FeatureFlags, LeaveRequestAction, LeaveRequestStatus } from '@mobilise/contract';
import type { Actor } from './actor.ts';

/** What the leave and travel rules look at of one leave request or travel plan. */
export interface ScopedLeave {
  personProfileId: number;
  /** The people taking the leave (the person among them, usually) and the family members travelling. */
  subjectIds: readonly number[];
  travellingFamilyMemberIds: readonly number[];
  /** The organisation that decides it (receiving organisation of the assignment, else mobilising). */
  decidingOrganisationId: number | null;
  /** The organisations mobilising the person. */
  mobilisedBy: readonly number[];
  status: LeaveRequestStatus;
  departureDate: string | null;
  returnDate: string | null;
  hasBeenConfirmedAsTakingPlace: boolean;
  hasBeenConfirmedAsEnded: boolean;
  isLegacy: boolean;
}

/** Which kind of record: travel plans have their own extensive-flow flag. */
export type LeaveKind = 'leave_request' | 'travel_plan';

/**
 * The office staff who answer for a request: those of the organisation deciding it and of the
 * organisations mobilising the person. They read it, and edit and confirm it for the person.
 */
function isOfficeStaffFor(actor: Actor, leave: ScopedLeave): boolean {
  return actor.officeStaffFor.some(
    (organisationId) =>
      organisationId === leave.decidingOrganisationId || leave.mobilisedBy.includes(organisationId),
  );
}

/** Whether the actor is the person or one of the people the request is for. */
export function isOwnLeave(actor: Actor, leave: ScopedLeave): boolean {
  const own = actor.personProfileId;
  return (
    own !== null &&
    (own === leave.personProfileId ||
      leave.subjectIds.includes(own) ||
      leave.travellingFamilyMemberIds.includes(own))
  );
}

/**
 * Z4: who sees a leave request or travel plan: admins, the person and the people it is for, and the
 * office staff of the deciding organisation and of the person's mobilising ones. Anyone else is a 404.
 */
export function reachesLeave(actor: Actor, leave: ScopedLeave): boolean {
  return actor.isAdmin || isOwnLeave(actor, leave) || isOfficeStaffFor(actor, leave);
}

/** The person themself, their office staff, or an admin: who asks for it, changes it and confirms it. */
export function speaksForPerson(actor: Actor, leave: ScopedLeave): boolean {
  return actor.isAdmin || actor.personProfileId === leave.personProfileId || isOfficeStaffFor(actor, leave);
}

/** Why a decision is refused: no right (403), or the actor's own request (403, Z7). */
export type DecisionRefusal = 'own_request' | 'no_right' | null;

/**
 * Z7: a decision needs office staff of the deciding organisation (or an admin), and nobody decides a
 * request they are part of, admins included.
 */
export function decisionRefusal(actor: Actor, leave: ScopedLeave): DecisionRefusal {
  if (isOwnLeave(actor, leave)) {
    return 'own_request';
  }
  const decides =
    actor.isAdmin ||
    (leave.decidingOrganisationId !== null && actor.officeStaffFor.includes(leave.decidingOrganisationId));
  return decides ? null : 'no_right';
}

/** Whether the record stands where an edit may be made: not imported, not rejected. */
export const isEditable = (leave: ScopedLeave) => !leave.isLegacy && leave.status !== 'REJECTED';

/** Whether the record awaits a decision (Z8: a decided one is not decided again). */
export const awaitsDecision = (leave: ScopedLeave) => !leave.isLegacy && leave.status === 'AWAITING_APPROVAL';

/** The extensive confirmation flow of this kind is on. */
export function confirmationsOn(flags: FeatureFlags, kind: LeaveKind): boolean {
  return kind === 'leave_request'
    ? flags.leave_request_extensive_confirm_ended_flow
    : flags.travel_plan_extensive_confirm_ended_flow;
}

/**
 * Z8: an approved request is confirmed as taking place once its departure day has come, and as ended
 * once its return day has; each only once. Confirming it ended says it took place too.
 */
export function confirmationDue(
  leave: ScopedLeave,
  step: 'confirm_taking_place' | 'confirm_ended',
  today: string,
): boolean {
  if (leave.isLegacy || leave.status !== 'APPROVED') {
    return false;
  }
  if (step === 'confirm_taking_place') {
    return (
      !leave.hasBeenConfirmedAsTakingPlace && leave.departureDate !== null && leave.departureDate <= today
    );
  }
  return !leave.hasBeenConfirmedAsEnded && leave.returnDate !== null && leave.returnDate <= today;
}

/** userCan: what the writes would allow the actor now, by the same rules they enforce. */
export function leaveUserCan(
  actor: Actor,
  leave: ScopedLeave,
  { flags, kind, today }: { flags: FeatureFlags; kind: LeaveKind; today: string },
): LeaveRequestAction[] {
  const actions: LeaveRequestAction[] = [];
  if (speaksForPerson(actor, leave) && isEditable(leave)) {
    actions.push('update');
  }
  if (awaitsDecision(leave) && decisionRefusal(actor, leave) === null) {
    actions.push('approve', 'reject');
  }
  if (speaksForPerson(actor, leave) && confirmationsOn(flags, kind)) {
    for (const step of ['confirm_taking_place', 'confirm_ended'] as const) {
      if (confirmationDue(leave, step, today)) {
        actions.push(step);
      }
    }
  }
  return actions;
}
