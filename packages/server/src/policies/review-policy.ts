import type { ReviewAction, ReviewStatus } from '@mobilise/contract';
import type { Actor } from './actor.ts';

/** What the review rules look at of one review and its assignment. */
export interface ScopedReview {
  /** The reviewed person: the assignee. */
  personProfileId: number;
  reviewerIds: readonly number[];
  /** The assignment's receiving organisation, which conducts the review and signs it off. */
  receivingOrganisationId: number;
  isSharedWithReceivingOrganisation: boolean;
  /** The organisations mobilising the reviewed person. */
  mobilisedBy: readonly number[];
  isSharedWithMobilisingOrganisation: boolean;
  status: ReviewStatus;
}

/**
 * Office staff of the receiving organisation, which reaches the assignment as Z9 says: when it is
 * shared with it, or when it mobilises the person itself.
 */
function conductsReview(actor: Actor, review: ScopedReview): boolean {
  const receiving = review.receivingOrganisationId;
  return (
    actor.officeStaffFor.includes(receiving) &&
    (review.isSharedWithReceivingOrganisation || review.mobilisedBy.includes(receiving))
  );
}

const isReviewed = (actor: Actor, review: ScopedReview) => actor.personProfileId === review.personProfileId;

export const isReviewer = (actor: Actor, review: ScopedReview) =>
  actor.personProfileId !== null && review.reviewerIds.includes(actor.personProfileId);

/**
 * Z4: who sees a review: admins, the reviewed person, its reviewers, office staff of the receiving
 * organisation, and, once the review is shared with them, office staff of the person's mobilising
 * organisations. Anyone else gets a 404.
 */
export function reachesReview(actor: Actor, review: ScopedReview): boolean {
  return (
    actor.isAdmin ||
    isReviewed(actor, review) ||
    isReviewer(actor, review) ||
    conductsReview(actor, review) ||
    (review.isSharedWithMobilisingOrganisation &&
      actor.officeStaffFor.some((organisation) => review.mobilisedBy.includes(organisation)))
  );
}

/** Who plans reviews of an assignment, chooses their reviewers and shares them: its office staff or an admin. */
export function managesReview(actor: Actor, review: ScopedReview): boolean {
  return !isReviewed(actor, review) && (actor.isAdmin || conductsReview(actor, review));
}

/** Why a step is refused: not the actor's (403), or not from where the review stands (409, Z8). */
export type ReviewRefusal = 'no_right' | 'wrong_state' | null;

/** Z8: the only steps are NOT_SUBMITTED → SUBMITTED → SIGNED_OFF; sharing once, at any point. */
const stepOpen: Record<ReviewAction, (review: ScopedReview) => boolean> = {
  update: (review) => review.status === 'NOT_SUBMITTED',
  submit: (review) => review.status === 'NOT_SUBMITTED',
  sign_off: (review) => review.status === 'SUBMITTED',
  share_with_mobilising_organisation: (review) => !review.isSharedWithMobilisingOrganisation,
};

/**
 * Whose each step is: a reviewer submits (and fills in the review); office staff of the receiving
 * organisation (or an admin) change its date and reviewers, sign it off and share it; the reviewed
 * person does none of these, admins included.
 */
const stepHolder: Record<ReviewAction, (actor: Actor, review: ScopedReview) => boolean> = {
  update: (actor, review) => managesReview(actor, review) || isReviewer(actor, review),
  submit: (actor, review) => !isReviewed(actor, review) && isReviewer(actor, review),
  sign_off: managesReview,
  share_with_mobilising_organisation: managesReview,
};

export function reviewRefusal(actor: Actor, review: ScopedReview, action: ReviewAction): ReviewRefusal {
  if (!stepHolder[action](actor, review)) {
    return 'no_right';
  }
  return stepOpen[action](review) ? null : 'wrong_state';
}

/** userCan: the steps the actor may take now, by the same rules the writes enforce. */
export function reviewUserCan(actor: Actor, review: ScopedReview): ReviewAction[] {
  const actions: ReviewAction[] = ['update', 'submit', 'sign_off', 'share_with_mobilising_organisation'];
  return actions.filter((action) => reviewRefusal(actor, review, action) === null);
}

/** R-STATE-020: a review is overdue when it is not submitted and its date is before today. */
export const isOverdue = (review: { status: ReviewStatus; date: string }, today: string) =>
  review.status === 'NOT_SUBMITTED' && review.date < today;
