import {
  type AssignmentAction,
  type AssignmentChange,
  type AssignmentManagementAction,
  type AssignmentState,
  type AssignmentStatus,
  assignmentActions,
  assignmentChangeRules,
  assignmentChanges,
  assignmentManagementActions,
  type OfferStatus,
  type OutboundLogisticsPlanStatus,
} from '@mobilise/contract';
import type { Actor } from './actor.ts';
import {
  reachesRecord,
  runsRecord,
  type ScopedRecord,
  type SecuredRecordScope,
  securedRecordScope,
} from './secured-record-scope.ts';

/**
 * Which assignments an actor reaches: through their roles in the assignment's organisations, and as
 * the assignee or a member of the assignee's family once the assignment is shared with its assignee
 * ("Share with assignee" would mean nothing if the assignee saw it before).
 */
export interface AssignmentScope {
  records: SecuredRecordScope;
  selfId: number | null;
  familyId: number | null;
  /** The caller's user id: whoever submitted a logistics plan does not decide it too. */
  userId: number;
  /**
   * Where the caller decides logistics plans: every organisation (admins) or those whose leadership or
   * senior leadership they are.
   */
  leads: 'all' | number[];
  /** Where the caller is office staff: every organisation (admins) or those listed. */
  officeStaffFor: 'all' | number[];
}

/**
 * An assignment as the rules see it. Its organisations are the one that explored it and those that
 * mobilise its assignee, the same people the person-profile scope gives their office.
 */
export interface ScopedAssignment extends ScopedRecord {
  assigneeId: number;
  assigneeFamilyId: number | null;
  /** The organisation receiving the assignee; it reads the assignment while it is shared with it. */
  receivedById: number | null;
  status: AssignmentStatus;
  isAbandoned: boolean;
  isSharedWithReceivingOrganisation: boolean;
  isSharedWithAssignee: boolean;
  /** The organisation that explored it, whose leadership decides its logistics plan. */
  exploredById: number | null;
  offerStatus: OfferStatus | null;
  logisticsPlan: { status: OutboundLogisticsPlanStatus; submittedBy: number | null } | null;
}

export function assignmentScope(actor: Actor): AssignmentScope {
  return {
    records: securedRecordScope(actor, 'assignment'),
    selfId: actor.personProfileId,
    familyId: actor.familyId,
    userId: actor.userId,
    leads: actor.isAdmin
      ? 'all'
      : actor.securityGroups
          .filter((group) => group.role === 'leadership' || group.role === 'senior-leadership')
          .map((group) => group.organisationId),
    officeStaffFor: actor.isAdmin ? 'all' : actor.officeStaffFor,
  };
}

export function isAssignmentInScope(scope: AssignmentScope, assignment: ScopedAssignment): boolean {
  return (
    reachesRecord(scope.records, assignment) ||
    isSharedWithReceiver(scope, assignment) ||
    isOwnOrFamilys(scope, assignment)
  );
}

/**
 * The receiving organisation's whole-organisation roles read an assignment while it is shared with them
 * (Z9), and lose it the moment it is unshared; it gives them no action (user_can asks runsRecord).
 */
function isSharedWithReceiver(scope: AssignmentScope, assignment: ScopedAssignment): boolean {
  return (
    assignment.isSharedWithReceivingOrganisation &&
    assignment.receivedById !== null &&
    (scope.records.all || scope.records.organisationIds.includes(assignment.receivedById))
  );
}

function isOwnOrFamilys(scope: AssignmentScope, assignment: ScopedAssignment): boolean {
  return (
    assignment.isSharedWithAssignee &&
    (assignment.assigneeId === scope.selfId ||
      (scope.familyId !== null && assignment.assigneeFamilyId === scope.familyId))
  );
}

/** What the actions table looks at, in the contract's words. */
function stateOf(assignment: ScopedAssignment): AssignmentState {
  return {
    status: assignment.status,
    is_abandoned: assignment.isAbandoned,
    is_shared_with_receiving_organisation: assignment.isSharedWithReceivingOrganisation,
    is_shared_with_assignee: assignment.isSharedWithAssignee,
  };
}

/**
 * Who may act on an assignment at all is our decision: admins, office staff, senior leadership and
 * leadership of one of its organisations (R-ROLE-017: leadership has every assignment of its
 * organisation). Management with a position on it, the receiving organisation and the assignee and
 * their family read it only.
 */
function actsOn(scope: AssignmentScope, assignment: ScopedAssignment): boolean {
  return runsRecord(scope.records, assignment);
}

/**
 * What a change of the actions table meets on an assignment in scope: `allowed`, `forbidden` (the
 * caller only reads it: 403) or `not_now` (the caller acts on it, its state does not allow the change:
 * 409), as an application's actions.
 */
export function assignmentChangeVerdict(
  scope: AssignmentScope,
  assignment: ScopedAssignment,
  change: AssignmentChange,
): 'allowed' | 'forbidden' | 'not_now' {
  if (!actsOn(scope, assignment)) {
    return 'forbidden';
  }
  return assignmentChangeRules[change].open(stateOf(assignment)) ? 'allowed' : 'not_now';
}

/**
 * The assignment's user_can (R-ROLE-012), from the same rows of the actions table as the calls: a
 * right is listed when a change it allows is open now. Uploading an MOU document changes no state, so
 * it is always open to those who act on the assignment.
 */
export function assignmentUserCan(scope: AssignmentScope, assignment: ScopedAssignment): AssignmentAction[] {
  if (!actsOn(scope, assignment)) {
    return [];
  }
  const state = stateOf(assignment);
  return assignmentActions.filter(
    (action) =>
      action === 'upload_mou_document' ||
      assignmentChanges.some((change) => {
        const rule = assignmentChangeRules[change];
        return rule.right === action && rule.open(state);
      }),
  );
}

/**
 * Who holds a right of user_can_manage on an assignment in scope (anyone else there gets a 403), and
 * whether its state allows it now (else a 409). Nothing is done to an abandoned assignment: it is
 * restored first.
 */
interface AssignmentManagementRule {
  who: (scope: AssignmentScope, assignment: ScopedAssignment) => boolean;
  now: (assignment: ScopedAssignment) => boolean;
}

/** The caller is the assignee, and the assignment is shared with them (before, it is not theirs to see). */
const isSharedAssignee = (scope: AssignmentScope, assignment: ScopedAssignment) =>
  assignment.isSharedWithAssignee && assignment.assigneeId === scope.selfId;

/** Those who act on the assignment, and its assignee once it is shared with them: the plan is theirs to prepare. */
const preparesPlan = (scope: AssignmentScope, assignment: ScopedAssignment) =>
  actsOn(scope, assignment) || isSharedAssignee(scope, assignment);

const planIsOpen = ({ logisticsPlan }: ScopedAssignment) =>
  logisticsPlan === null || logisticsPlan.status === 'DRAFT' || logisticsPlan.status === 'REJECTED';

/**
 * Office staff and leadership who act on the assignment plan it, write its offer (until the assignee
 * accepts it) and prepare and submit its logistics plan (while it is a draft or was rejected, and for
 * submitting once there is one). Only the assignee answers the offer, while it is offered and the
 * assignment is shared with them (their family reads it, nothing more); once it is shared with them the
 * assignee also prepares and submits the logistics plan, their own move, as office staff do. The exploring organisation's
 * leadership, senior leadership or an admin decides a submitted plan, never the person who submitted
 * it (separation of duties). Whether the receiving organisation is ready to receive the assignee is
 * its own office staff's to say (or an admin's), on an assignment it sees: shared with it, or one it
 * also explored.
 */
const assignmentManagementRules: Record<AssignmentManagementAction, AssignmentManagementRule> = {
  edit_plan: { who: actsOn, now: (assignment) => !assignment.isAbandoned },
  edit_offer: {
    who: actsOn,
    now: (assignment) => !assignment.isAbandoned && assignment.offerStatus !== 'ACCEPTED',
  },
  respond_to_offer: {
    who: isSharedAssignee,
    now: (assignment) => !assignment.isAbandoned && assignment.offerStatus === 'OFFERED',
  },
  edit_logistics_plan: {
    who: preparesPlan,
    now: (assignment) => !assignment.isAbandoned && planIsOpen(assignment),
  },
  submit_logistics_plan: {
    who: preparesPlan,
    now: (assignment) =>
      !assignment.isAbandoned && assignment.logisticsPlan !== null && planIsOpen(assignment),
  },
  decide_logistics_plan: {
    who: (scope, assignment) =>
      (scope.leads === 'all' ||
        (assignment.exploredById !== null && scope.leads.includes(assignment.exploredById))) &&
      assignment.logisticsPlan?.submittedBy !== scope.userId,
    now: (assignment) => !assignment.isAbandoned && assignment.logisticsPlan?.status === 'SUBMITTED',
  },
  set_ready_to_receive: {
    who: (scope, assignment) =>
      scope.officeStaffFor === 'all' ||
      (assignment.receivedById !== null && scope.officeStaffFor.includes(assignment.receivedById)),
    now: (assignment) => !assignment.isAbandoned,
  },
};

/**
 * What a call needing one right of user_can_manage meets on an assignment in scope: `allowed`,
 * `forbidden` (the caller does not hold the right: 403) or `not_now` (the caller holds it, the
 * assignment's state withholds it: 409).
 */
export function assignmentManagementVerdict(
  scope: AssignmentScope,
  assignment: ScopedAssignment,
  action: AssignmentManagementAction,
): 'allowed' | 'forbidden' | 'not_now' {
  const rule = assignmentManagementRules[action];
  if (!rule.who(scope, assignment)) {
    return 'forbidden';
  }
  return rule.now(assignment) ? 'allowed' : 'not_now';
}

/** The assignment's other rights (user_can_manage): those the same rules allow now. */
export function assignmentManagementUserCan(
  scope: AssignmentScope,
  assignment: ScopedAssignment,
): AssignmentManagementAction[] {
  return assignmentManagementActions.filter(
    (action) => assignmentManagementVerdict(scope, assignment, action) === 'allowed',
  );
}
