import type { AssignmentStatus } from './assignment-summary.ts';
import type { AssignmentAction } from './assignments.ts';
import type { EndpointName } from './endpoints/endpoint-routes.ts';

/**
 * The changes of an assignment's actions table (what may be done to it, and when) that have a call of
 * their own, by the endpoint's words. Zod-free, so the assignment page can import the rule below
 * without the schemas.
 */
export const assignmentChanges = [
  'abandon',
  'restore',
  'share_with_receiving_organisation',
  'unshare_from_receiving_organisation',
  'share_with_assignee',
  'unshare_from_assignee',
] as const;
export type AssignmentChange = (typeof assignmentChanges)[number];

/** What the actions table looks at: the assignment's status and flags. */
export interface AssignmentState {
  status: AssignmentStatus;
  is_abandoned: boolean;
  is_shared_with_receiving_organisation: boolean;
  is_shared_with_assignee: boolean;
}

interface AssignmentChangeRule {
  /**
   * The user_can value that allows the change: the table's "and user_can contains …". Unsharing from
   * the receiving organisation has none in the spec; we ask, as for every change, that the caller be
   * one of those who act on the assignment (a non-empty user_can, since upload_mou_document is always
   * in it for them).
   */
  right: AssignmentAction | null;
  /** The states the change leaves from; any other is refused (409, like a repeated step). */
  open: (state: AssignmentState) => boolean;
}

const notSharedPotential = (state: AssignmentState) =>
  state.status === 'POTENTIAL' && !state.is_abandoned && !state.is_shared_with_receiving_organisation;

/**
 * The actions table, one row per change. Sharing with the assignee and unsharing from them are one
 * right (share_with_assignee: not abandoned); each leaves only from the other side, so a repeated
 * share is refused rather than written twice.
 */
export const assignmentChangeRules: Record<AssignmentChange, AssignmentChangeRule> = {
  abandon: { right: 'abandon', open: notSharedPotential },
  restore: {
    right: 'restore',
    open: (state) => state.is_abandoned && !state.is_shared_with_receiving_organisation,
  },
  share_with_receiving_organisation: { right: 'share_with_receiving_organisation', open: notSharedPotential },
  unshare_from_receiving_organisation: {
    right: null,
    open: (state) => state.is_shared_with_receiving_organisation,
  },
  share_with_assignee: {
    right: 'share_with_assignee',
    open: (state) => !state.is_abandoned && !state.is_shared_with_assignee,
  },
  unshare_from_assignee: {
    right: 'share_with_assignee',
    open: (state) => !state.is_abandoned && state.is_shared_with_assignee,
  },
};

/**
 * The changes the caller may make now, read from an assignment as the API answers it: the buttons the
 * assignment page shows. The server accepts exactly these (it decides user_can with the same rows).
 */
export function openAssignmentChanges(
  assignment: AssignmentState & { user_can: readonly AssignmentAction[] },
): AssignmentChange[] {
  return assignmentChanges.filter((change) => {
    const { right, open } = assignmentChangeRules[change];
    const mayAct = right === null ? assignment.user_can.length > 0 : assignment.user_can.includes(right);
    return mayAct && open(assignment);
  });
}

/** The endpoint of each change, so the page calls the one its button names. */
export const assignmentChangeEndpoints = {
  abandon: 'abandonAssignment',
  restore: 'restoreAssignment',
  share_with_receiving_organisation: 'shareAssignmentWithReceivingOrganisation',
  unshare_from_receiving_organisation: 'unshareAssignmentFromReceivingOrganisation',
  share_with_assignee: 'shareAssignmentWithAssignee',
  unshare_from_assignee: 'unshareAssignmentFromAssignee',
} as const satisfies Record<AssignmentChange, EndpointName>;
