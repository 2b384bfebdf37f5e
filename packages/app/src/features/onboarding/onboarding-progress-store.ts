import { z } from 'zod';
import type { KeyValueStorage } from '../../session/storage.ts';
import { initialOnboardingProgress, type OnboardingProgress, onboardingStepIds } from './onboarding-steps.ts';

const progressSchema = z.object({
  step: z.enum([...onboardingStepIds, 'done']),
  profileViewed: z.boolean(),
  editingProfile: z.boolean(),
});

/** One key per user, so a second person signing in on the same browser starts from the beginning. */
const keyOf = (userId: number) => `mobilise.onboarding.${userId}`;

/**
 * The onboarding progress kept in this browser (spec 01 §4: progress is kept locally). Unreadable stored
 * text counts as no progress rather than an error: the user walks the steps again.
 */
export const onboardingProgressStore = (storage: KeyValueStorage) => ({
  read(userId: number): OnboardingProgress {
    const stored = storage.getItem(keyOf(userId));
    if (stored === null) return initialOnboardingProgress;
    try {
      const parsed = progressSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : initialOnboardingProgress;
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
