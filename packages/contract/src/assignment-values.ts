import type { AssignmentStatus } from './assignment-summary.ts';

// The values an assignment's fields take, as plain lists: zod-free, so that the assignment page can offer
// them as choices without loading the schemas, which build their enums from these same lists.

/** Assignment status, in the order an assignment moves through. Active when ACTIVE and not abandoned. */
export const assignmentStatuses = ['POTENTIAL', 'PLANNED', 'ACTIVE', 'ENDED'] as const;

/** Itinerary item types. */
export const itineraryTypes = ['MAIN', 'LANGUAGE_SCHOOL', 'ABO', 'AIM_AIR_PRE_FIELD_ORIENTATION'] as const;

/** How certain an itinerary item's dates are. */
export const itineraryDateStatuses = ['POTENTIAL', 'PLANNED', 'CONFIRMED'] as const;

/** The statuses the office writes an offer in; ACCEPTED and DECLINED are the assignee's answer. */
export const offerWriteStatuses = ['DRAFT', 'OFFERED', 'WITHDRAWN'] as const;

/**
 * The statuses an assignment may move to from `status`: the next one (POTENTIAL → PLANNED → ACTIVE →
 * ENDED), and the previous one, so that a step taken by mistake can be taken back without an admin.
 * Jumping over a status is refused: each step is one the office meant to take.
 */
export function assignmentStatusSteps(status: AssignmentStatus): AssignmentStatus[] {
  const at = assignmentStatuses.indexOf(status);
  return [assignmentStatuses[at + 1], assignmentStatuses[at - 1]].filter(
    (step): step is AssignmentStatus => step !== undefined,
  );
}
