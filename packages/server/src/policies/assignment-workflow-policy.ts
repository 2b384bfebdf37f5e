import type { AssignmentWorkflowAction } from '@mobilise/contract';
import type { AssignmentScope, ScopedAssignment } from './assignment-policy.ts';
import { runsRecord } from './secured-record-scope.ts';
import type { ScopedTaskOwner } from './task-instance-policy.ts';

/** Whether the assignment's work goes on: its workflow waits while it is abandoned, and ends with it. */
export const isAssignmentRunning = (assignment: ScopedAssignment) =>
  !assignment.isAbandoned && assignment.status !== 'ENDED';

/**
 * An assignment as the task rules see it. Its assignee plays the applicant's part (the APPLICANT tasks
 * are theirs to do) only while it is shared with them: before, the assignment is not theirs to see, so
 * neither are its tasks. Its family and the receiving organisation read the assignment, not its tasks.
 */
export function assignmentTaskOwnerOf(assignment: ScopedAssignment): ScopedTaskOwner {
  return {
    organisationIds: assignment.organisationIds,
    positionHolderIds: assignment.positionHolderIds,
    isRunning: isAssignmentRunning(assignment),
    applicantIds: assignment.isSharedWithAssignee ? [assignment.assigneeId] : [],
  };
}

/**
 * What starting the assignment's workflow meets on an assignment in scope: those who act on it (admins,
 * office staff, senior leadership, leadership of its organisations) may, once, while it runs; anyone
 * else in scope only reads it (403); a workflow already there, or an abandoned or ended assignment, is a
 * 409.
 */
export function startWorkflowVerdict(
  scope: AssignmentScope,
  assignment: ScopedAssignment,
  hasWorkflow: boolean,
): 'allowed' | 'forbidden' | 'not_now' {
  if (!runsRecord(scope.records, assignment)) {
    return 'forbidden';
  }
  return !hasWorkflow && isAssignmentRunning(assignment) ? 'allowed' : 'not_now';
}

/** The workflow's user_can, from the same rule as the call. */
export function assignmentWorkflowUserCan(
  scope: AssignmentScope,
  assignment: ScopedAssignment,
  hasWorkflow: boolean,
): AssignmentWorkflowAction[] {
  return startWorkflowVerdict(scope, assignment, hasWorkflow) === 'allowed' ? ['start'] : [];
}
