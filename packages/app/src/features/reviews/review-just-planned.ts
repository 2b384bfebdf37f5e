/**
 * The router state of the move to a review just planned: its reviewers are chosen next, so its page
 * opens with the edit dialog. A module of its own, so that the planning button does not carry the
 * review page's actions.
 */
export const reviewJustPlanned = { chooseReviewers: true } as const;
