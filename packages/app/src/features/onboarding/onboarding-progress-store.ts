import type { KeyValueStorage } from '../../shared/storage.ts';
import { initialOnboardingProgress, type OnboardingProgress, onboardingStepIds } from './onboarding-steps.ts';

const steps: readonly unknown[] = [...onboardingStepIds, 'done'];

/** Checked by hand rather than with zod, which would add its whole runtime to every signed-in page. */
const isProgress = (value: unknown): value is OnboardingProgress => {
  if (typeof value !== 'object' || value === null) return false;
  const { step, profileViewed, editingProfile } = value as Record<string, unknown>;
  return steps.includes(step) && typeof profileViewed === 'boolean' && typeof editingProfile === 'boolean';
};

/** Read before the app starts too (`prerender/`). */
export const onboardingStorageKeyPrefix = 'mobilise.onboarding.';

/** One key per user, so a second person signing in on the same browser starts from the beginning. */
const keyOf = (userId: number) => `${onboardingStorageKeyPrefix}${userId}`;

/**
 * The onboarding progress kept in this browser (progress is kept locally). Unreadable stored
 * text counts as no progress rather than an error: the user walks the steps again.
 */
export const onboardingProgressStore = (storage: KeyValueStorage) => ({
  read(userId: number): OnboardingProgress {
    const stored = storage.getItem(keyOf(userId));
    if (stored === null) return initialOnboardingProgress;
    try {
      const parsed: unknown = JSON.parse(stored);
      if (!isProgress(parsed)) return initialOnboardingProgress;
      const { step, profileViewed, editingProfile } = parsed;
      return { step, profileViewed, editingProfile };
    } catch {
      return initialOnboardingProgress;
    }
  },
  write(userId: number, progress: OnboardingProgress) {
    storage.setItem(keyOf(userId), JSON.stringify(progress));
  },
  clear(userId: number) {
    storage.removeItem(keyOf(userId));
  },
});

export type OnboardingProgressStore = ReturnType<typeof onboardingProgressStore>;
