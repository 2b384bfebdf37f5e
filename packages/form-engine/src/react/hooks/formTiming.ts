/** The wait before the form acts on its first render: restoring kept changes and scrolling to the anchor. */
export const formInitWaitMs = 100;

/** The wait before the position-assignment options load. */
export const positionAssignmentLoadWaitMs = 50;
