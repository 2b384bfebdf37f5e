import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { matchRoute } from '../../routes/match-route.ts';
import { browserStorage, type KeyValueStorage } from '../../shared/storage.ts';
import { useCurrentUser } from '../session/index.ts';
import { onboardingProgressStore } from './onboarding-progress-store.ts';
import { type OnboardingOwner, type OnboardingProgress, onboardingSteps } from './onboarding-steps.ts';
import { onboardingTracker } from './onboarding-tracker.ts';

export interface OnboardingState {
  owner: OnboardingOwner;
  progress: OnboardingProgress;
  steps: ReturnType<typeof onboardingSteps>;
}

/**
 * The My AIM onboarding of the signed-in user, advanced on every route change; null
 * when users/me says the user does not require it. Once done the server is told, and users/me is read
 * again so the shell sees the onboarding has ended.
 */
export const useOnboarding = (storage: KeyValueStorage = browserStorage()): OnboardingState | null => {
  const user = useCurrentUser();
  // Its success reads users/me again (the current user is what completing it changes).
  const { mutateAsync: completeOnboarding } = useEndpointMutation('completeOnboarding');
  const { pathname } = useLocation();
  const running = user?.requires_onboarding === true;
  const userId = user?.id ?? null;
  const personProfileId = user?.person_profile_id ?? null;
  const familyId = user?.family_id ?? null;
  const owner = useMemo(() => ({ personProfileId, familyId }), [personProfileId, familyId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per mounted guide; the storage is fixed for it
  const store = useMemo(() => onboardingProgressStore(storage), []);
  const tracker = useMemo(
    () =>
      userId === null
        ? null
        : onboardingTracker({
            userId,
            owner,
            store,
            complete: async () => {
              await completeOnboarding({});
            },
          }),
    [userId, owner, store, completeOnboarding],
  );
  const visit = useMemo(() => {
    const { entry, params } = matchRoute(pathname);
    return { name: entry.name, params };
  }, [pathname]);
  // The guide shows from the first render (the server's too), with the step this visit is about to record,
  // so that it never appears a moment later and pushes the page down.
  const [progress, setProgress] = useState<OnboardingProgress | null>(() =>
    running && tracker !== null ? tracker.progressAfter(visit) : null,
  );

  useEffect(() => {
    if (!running || tracker === null) return;
    tracker.visit(visit).then(setProgress, () => setProgress(tracker.progress()));
  }, [running, tracker, visit]);

  if (!running || progress === null) return null;
  return { owner, progress, steps: onboardingSteps(owner) };
};
