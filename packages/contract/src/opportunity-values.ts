// The steps of requisitions and vision and strategy papers, as plain lists: zod-free, so that the
// opportunities pages can offer them without loading the schemas, which build their enums from these.

/**
 * What a caller may do to a requisition now (its `user_can`): save it, and move its availability — fill
 * an open one (FULFILLED), archive an open or filled one (RETRACTED), reopen a filled or archived one
 * (OPEN). Each is offered exactly when the call would succeed.
 */
export const requisitionActions = ['update', 'fill', 'archive', 'reopen'] as const;
export type RequisitionAction = (typeof requisitionActions)[number];

/** The availability steps alone, as the calls `POST api/requisitions/{public_id}/{step}` name them. */
export const requisitionSteps = ['fill', 'archive', 'reopen'] as const;
export type RequisitionStep = (typeof requisitionSteps)[number];

/** What a caller may do to a vision and strategy paper now (its `user_can`). */
export const visionStrategyPaperActions = ['update'] as const;
export type VisionStrategyPaperAction = (typeof visionStrategyPaperActions)[number];
