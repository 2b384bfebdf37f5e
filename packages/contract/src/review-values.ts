// The values a review's fields take, as plain lists: zod-free, so that the review pages can offer them
// as filters and choices without loading the schemas, which build their enums from these same lists.

/** Review status: SUBMITTED is awaiting sign-off. Overdue: NOT_SUBMITTED with a date before today. */
export const reviewStatuses = ['NOT_SUBMITTED', 'SUBMITTED', 'SIGNED_OFF'] as const;

export const reviewTypes = ['BEGINNING_OF_TERM', 'END_OF_TERM', 'ANNUAL'] as const;

/** What a caller may do to a review; the spec names none, these follow from its statuses and sharing flag. */
export const reviewActions = ['update', 'submit', 'sign_off', 'share_with_mobilising_organisation'] as const;

/** The orders of the reviews list: by date (oldest first, or newest first with `-`). */
export const reviewSorts = ['date', '-date'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
