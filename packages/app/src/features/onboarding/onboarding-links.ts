import { type RouteTarget, routeTarget } from '../../routes/routePath.ts';
import type { OnboardingOwner, OnboardingProgress, OnboardingStepId } from './onboarding-steps.ts';

/** Where the guide sends the user for a step; null when the user has nothing to visit there yet. */
export const onboardingStepTarget = (
  step: OnboardingStepId,
  progress: OnboardingProgress,
  owner: OnboardingOwner & { assignmentPublicId: string | null },
): RouteTarget | null => {
  const { personProfileId, familyId, assignmentPublicId } = owner;
  switch (step) {
    case 'dashboard':
      return routeTarget('MyAimDashboard');
    case 'profile':
      if (personProfileId === null) return null;
      // Once the profile has been viewed, what is left is its edit.
      return progress.profileViewed
        ? routeTarget('PersonProfilesEdit', { id: personProfileId })
        : routeTarget('PersonProfilesShow', { id: personProfileId });
    case 'family':
      return familyId === null ? null : routeTarget('FamiliesShow', { id: familyId });
    case 'assignment':
      return assignmentPublicId === null
        ? null
        : routeTarget('AssignmentsShow', { public_id: assignmentPublicId });
    case 'leaveRequests':
      return personProfileId === null
        ? null
        : routeTarget('PersonProfileLeaveRequests', { id: personProfileId });
  }
};
