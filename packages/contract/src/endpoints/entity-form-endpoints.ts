import type { EndpointName } from './endpoint-routes.ts';

/**
 * The calls behind an entity's server-supplied form: a record's template with its answers and the saves
 * of it, and, for an entity whose records are created through their form, its blank template and the
 * create that the first save makes.
 */
interface FormCalls {
  blank: EndpointName | null;
  record: EndpointName;
  create: EndpointName | null;
  update: EndpointName;
}

/** The calls behind each entity's server-supplied forms. */
export const entityFormEndpoints = {
  'person-profiles': {
    blank: 'getPersonProfileBlankForm',
    record: 'getPersonProfileForm',
    create: 'createPersonProfile',
    update: 'updatePersonProfile',
  },
  families: {
    blank: 'getFamilyBlankForm',
    record: 'getFamilyForm',
    create: 'createFamily',
    update: 'updateFamily',
  },
  addresses: {
    blank: 'getAddressBlankForm',
    record: 'getAddressForm',
    create: 'createAddress',
    update: 'updateAddress',
  },
  'leave-requests': {
    blank: 'getLeaveRequestBlankForm',
    record: 'getLeaveRequestForm',
    create: 'createLeaveRequest',
    update: 'updateLeaveRequest',
  },
  'travel-plans': {
    blank: 'getTravelPlanBlankForm',
    record: 'getTravelPlanForm',
    create: 'createTravelPlan',
    update: 'updateTravelPlan',
  },
  'education-plans': {
    blank: 'getEducationPlanBlankForm',
    record: 'getEducationPlanForm',
    create: 'createEducationPlan',
    update: 'updateEducationPlan',
  },
  // A task instance is made with its application, never through a form: its form is the one its
  // workflow task names, opened on the instance and saved onto it, so it has no blank form nor create.
  'task-instances': {
    blank: null,
    record: 'getTaskInstanceForm',
    create: null,
    update: 'updateTaskInstanceForm',
  },
  // A review is planned without a form: its form (review forms on) opens on the review and saves onto it.
  reviews: {
    blank: null,
    record: 'getReviewForm',
    create: null,
    update: 'updateReviewForm',
  },
} as const satisfies Record<string, FormCalls>;
export type FormEntity = keyof typeof entityFormEndpoints;

/** The entities whose records are created through their form, from its blank template. */
export type CreatableFormEntity = {
  [Entity in FormEntity]: (typeof entityFormEndpoints)[Entity]['create'] extends null ? never : Entity;
}[FormEntity];
