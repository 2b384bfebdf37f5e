// The values of an education plan's fields, as plain lists: zod-free, so that the education pages can
// offer them as filters and show them without loading the schemas, which build their enums from these lists.

/** Education plan status. A plan is expired when its expiry date is before today. */
export const educationPlanStatuses = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'ARCHIVED'] as const;

/** What a caller may do to a plan now (its `userCan`). */
export const educationPlanActions = ['update', 'submit', 'approve', 'reject', 'archive'] as const;
export type EducationPlanAction = (typeof educationPlanActions)[number];

/** The orders of the plans index: by expiry (soonest first, or latest first), by child's name, or last change. */
export const educationPlanSorts = ['expires', '-expires', 'name', '-updated'] as const;
export type EducationPlanSort = (typeof educationPlanSorts)[number];

/** The schooling choices the education-plan form offers. */
export const educationSchoolingChoices = [
  'BOARDING_SCHOOL',
  'DAY_SCHOOL',
  'HOMESCHOOL',
  'LOCAL_SCHOOL',
] as const;

/** The dashboard counts plans expiring within this many days. */
export const educationPlanExpiringWithinDays = 60;
