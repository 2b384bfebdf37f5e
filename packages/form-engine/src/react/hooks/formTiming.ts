/** The wait before the form acts on its first render: restoring kept changes and scrolling to the anchor (spec 02 §9). */
export const formInitWaitMs = 100;

/** The wait before the position-assignment options load (spec 02 §9). */
export const positionAssignmentLoadWaitMs = 50;
