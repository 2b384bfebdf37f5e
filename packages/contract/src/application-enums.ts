// Apart from the applications' schemas so that the browser's status filter and term type choice do not carry zod.
/** Application status, the values seen so far. */
export const applicationStatuses = ['IN_PROGRESS', 'REJECTED', 'ABANDONED', 'ON_HOLD', 'APPOINTED'] as const;

/** Term types of applications and appointments. */
export const termTypes = ['SHORT_TERM', 'FULL_TERM'] as const;
