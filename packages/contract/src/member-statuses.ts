// Apart from the current user's schema so that the browser's status filter does not carry zod.
/** Whether a membership is current. */
export const memberStatuses = ['ACTIVE', 'INACTIVE'] as const;
