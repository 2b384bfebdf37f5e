import type { OnboardingProgressStore } from './onboarding-progress-store.ts';
import {
  advanceOnVisit,
  type OnboardingOwner,
  type OnboardingProgress,
  type OnboardingVisit,
} from './onboarding-steps.ts';

export interface OnboardingTrackerOptions {
  userId: number;
  owner: OnboardingOwner;
  store: OnboardingProgressStore;
  /** Tells the server the onboarding is finished. */
  complete: () => Promise<void>;
}

/**
 * One user's onboarding as the route changes: each visit advances and stores the progress; once the
 * last step is done the server is told and the local progress cleared. If telling the
 * server fails, the progress stays `done` in storage so the next visit tries again.
 */
export const onboardingTracker = ({ userId, owner, store, complete }: OnboardingTrackerOptions) => {
  let completing: Promise<void> | null = null;

  const finish = () => {
    completing ??= complete().then(
      () => store.clear(userId),
      (error: unknown) => {
        completing = null;
        throw error;
      },
    );
    return completing;
  };

  return {
    progress: (): OnboardingProgress => store.read(userId),
    /** The progress `visit` will record, read without recording it: what a page shows from its first render. */
    progressAfter: (visit: OnboardingVisit): OnboardingProgress =>
      advanceOnVisit(store.read(userId), visit, owner),
    /** Records a route change; resolves once a finished onboarding has been reported to the server. */
    async visit(visit: OnboardingVisit): Promise<OnboardingProgress> {
      const before = store.read(userId);
      const after = advanceOnVisit(before, visit, owner);
      if (after !== before) store.write(userId, after);
      if (after.step === 'done') await finish();
      return after;
    },
  };
};

export type OnboardingTracker = ReturnType<typeof onboardingTracker>;
