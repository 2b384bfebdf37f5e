import type { AssignmentAction, AssignmentStatus } from '@mobilise/contract';
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
}

export function assignmentScope(actor: Actor): AssignmentScope {
  return {
    records: securedRecordScope(actor, 'assignment'),
    selfId: actor.personProfileId,
    familyId: actor.familyId,
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

/**
 * The assignment's user_can ('s actions table, R-ROLE-012). Who may act at all is our
 * decision: admins, office staff, senior leadership and leadership of one of its organisations
 * (R-ROLE-017: leadership has every assignment of its organisation). Management with a position on it
 * reads it only; the assignee and their family read it only.
 */
export function assignmentUserCan(scope: AssignmentScope, assignment: ScopedAssignment): AssignmentAction[] {
  if (!runsRecord(scope.records, assignment)) {
    return [];
  }
  const { status, isAbandoned, isSharedWithReceivingOrganisation: isShared } = assignment;
  const actions: AssignmentAction[] = [];
  if (status === 'POTENTIAL' && !isAbandoned && !isShared) {
    actions.push('abandon');
  }
  if (isAbandoned && !isShared) {
    actions.push('restore');
  }
  if (status === 'POTENTIAL' && !isAbandoned && !isShared) {
    actions.push('share_with_receiving_organisation');
  }
  if (!isAbandoned) {
    actions.push('share_with_assignee');
  }
  actions.push('upload_mou_document');
  return actions;
}
