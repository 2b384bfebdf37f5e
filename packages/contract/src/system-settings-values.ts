// The system settings' names and limits without zod, for the admins' page (the app never loads zod).

/**
 * The feature flags that page metadata carries; the extensive confirm-ended flow has one
 * flag for leave requests and one for travel plans, as the global flags do.
 */
export const featureFlagNames = [
  'leave_requests',
  'travel_plans',
  'education_plans',
  'reviews',
  'review_forms',
  'mark_not_requiring_education_plan',
  'leave_request_extensive_confirm_ended_flow',
  'travel_plan_extensive_confirm_ended_flow',
] as const;

/** The banner is one line across the top of every page: longer text would push the page down on a phone. */
export const bannerMaxLength = 255;

/** At most this many organisations in the application restriction list (far more than exist). */
export const restrictionListMax = 1000;
