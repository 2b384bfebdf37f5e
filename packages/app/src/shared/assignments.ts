import type { AssignmentSummary, DateRange } from '@mobilise/contract';

/** Which dates an assignment's dates are. */
export type AssignmentDatesKind = 'confirmed' | 'potential' | 'planned';

/**
 * An assignment's dates: the confirmed ones when a confirmed date exists, otherwise the proposed ones,
 * counted as potential for a POTENTIAL assignment and as planned for any other.
 */
export const assignmentDates = (
  assignment: Pick<AssignmentSummary, 'status' | 'proposed_dates' | 'confirmed_dates'>,
): DateRange & { kind: AssignmentDatesKind } => {
  const confirmed = assignment.confirmed_dates;
  if (confirmed && (confirmed.start_date !== null || confirmed.end_date !== null)) {
    return { ...confirmed, kind: 'confirmed' };
  }
  return { ...assignment.proposed_dates, kind: assignment.status === 'POTENTIAL' ? 'potential' : 'planned' };
};

/** An assignment is active when its status is ACTIVE and it is not abandoned. */
export const isActiveAssignment = ({
  status,
  is_abandoned,
}: Pick<AssignmentSummary, 'status' | 'is_abandoned'>) => status === 'ACTIVE' && !is_abandoned;

const currentOrder = { ACTIVE: 0, PLANNED: 1, POTENTIAL: 2 } as const;

/**
 * The assignments a member's dashboard shows as current: not ended and not abandoned, the active one
 * first, then planned, then potential.
 */
export const currentAssignments = <Assignment extends Pick<AssignmentSummary, 'status' | 'is_abandoned'>>(
  assignments: readonly Assignment[],
): Assignment[] =>
  assignments
    .filter(({ status, is_abandoned }) => status !== 'ENDED' && !is_abandoned)
    .sort(
      (a, b) =>
        currentOrder[a.status as keyof typeof currentOrder] -
        currentOrder[b.status as keyof typeof currentOrder],
    );
