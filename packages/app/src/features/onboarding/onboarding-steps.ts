import type { RouteName } from '../../routes/route-names.ts';

/** The steps of the My AIM onboarding, in the product's order. */
export const onboardingStepIds = ['dashboard', 'profile', 'family', 'assignment', 'leaveRequests'] as const;
export type OnboardingStepId = (typeof onboardingStepIds)[number];

/** Whose onboarding it is: the pages that count are the user's own. */
export interface OnboardingOwner {
  personProfileId: number | null;
  familyId: number | null;
}

/**
 * How far the user has come: the step they are on (`done` once every step is), and for the profile step
 * whether they have viewed the profile and are editing it, since the step completes only when an edit
 * that followed a view is left.
 */
export interface OnboardingProgress {
  step: OnboardingStepId | 'done';
  profileViewed: boolean;
  editingProfile: boolean;
}

/** A route change as the router reports it: the route's name and its path parameters. */
export interface OnboardingVisit {
  name: RouteName;
  params: Readonly<Record<string, string | undefined>>;
}

export const initialOnboardingProgress: OnboardingProgress = {
  step: 'dashboard',
  profileViewed: false,
  editingProfile: false,
};

/** The steps this user walks: the family step only when they have a family. */
export const onboardingSteps = (owner: OnboardingOwner): OnboardingStepId[] =>
  onboardingStepIds.filter((step) => step !== 'family' || owner.familyId !== null);

const assignmentRoutes: ReadonlySet<RouteName> = new Set([
  'AssignmentsShow',
  'AssignmentsShowTaskInstance',
  'AssignmentsShowById',
  'AssignmentsShowByIdTaskInstance',
  'LegacyAssignmentsShow',
]);

const leaveRoutes: ReadonlySet<RouteName> = new Set([
  'LegacyLeaveRequestsShow',
  'LeaveRequestsShow',
  'LeaveRequestsCreated',
  'LeaveRequestsEdit',
  'LeaveRequestsConfirmEnded',
]);

const ownLeaveRoutes: ReadonlySet<RouteName> = new Set([
  'PersonProfileLeaveRequests',
  'PersonProfileLeaveRequestsCreate',
  'PersonProfileLeaveOrTravelCreate',
]);

const isOwn = (param: string | undefined, id: number | null) => id !== null && param === String(id);

/** Whether a visit is to the page a step asks the user to see. */
const visitsStepPage = (step: OnboardingStepId, visit: OnboardingVisit, owner: OnboardingOwner) => {
  const { name, params } = visit;
  switch (step) {
    case 'dashboard':
      return name === 'MyAimDashboard';
    case 'profile':
      return false;
    case 'family':
      return name === 'MyFamily' || (name === 'FamiliesShow' && isOwn(params.id, owner.familyId));
    case 'assignment':
      return (
        assignmentRoutes.has(name) ||
        (name === 'PersonProfilesAssignmentHistory' && isOwn(params.id, owner.personProfileId))
      );
    case 'leaveRequests':
      return leaveRoutes.has(name) || (ownLeaveRoutes.has(name) && isOwn(params.id, owner.personProfileId));
  }
};

/** The step after `step` among this user's steps, or `done` after the last. */
const stepAfter = (step: OnboardingStepId, owner: OnboardingOwner): OnboardingProgress['step'] => {
  const steps = onboardingSteps(owner);
  return steps[steps.indexOf(step) + 1] ?? 'done';
};

const profileStepOnVisit = (
  progress: OnboardingProgress,
  visit: OnboardingVisit,
  owner: OnboardingOwner,
): OnboardingProgress => {
  const ownProfile = isOwn(visit.params.id, owner.personProfileId);
  const viewing = visit.name === 'MyProfile' || (visit.name === 'PersonProfilesShow' && ownProfile);
  const editing = visit.name === 'EditMyProfile' || (visit.name === 'PersonProfilesEdit' && ownProfile);
  if (progress.editingProfile && progress.profileViewed && !editing) {
    // The edit is finished: the user left it, having viewed the profile before.
    return { step: stepAfter('profile', owner), profileViewed: false, editingProfile: false };
  }
  return {
    ...progress,
    profileViewed: progress.profileViewed || viewing,
    editingProfile: editing,
  };
};

/**
 * The progress after a route change: visiting the current step's page moves on to the
 * next step; the profile step moves on once the own profile was viewed and then its edit left. Visits to
 * other steps' pages change nothing, so the steps are walked in order.
 */
export const advanceOnVisit = (
  progress: OnboardingProgress,
  visit: OnboardingVisit,
  owner: OnboardingOwner,
): OnboardingProgress => {
  const { step } = progress;
  if (step === 'done') return progress;
  if (step === 'family' && owner.familyId === null) {
    return advanceOnVisit({ ...progress, step: stepAfter('family', owner) }, visit, owner);
  }
  if (step === 'profile') return profileStepOnVisit(progress, visit, owner);
  return visitsStepPage(step, visit, owner) ? { ...progress, step: stepAfter(step, owner) } : progress;
};
