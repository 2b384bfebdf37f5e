import { useOwnProfile } from '../my-aim/index.ts';
import * as styles from './OnboardingGuide.css.ts';
import { OnboardingSteps } from './OnboardingSteps.tsx';
import { useOnboarding } from './useOnboarding.ts';

/**
 * The My AIM onboarding, for the authenticated layout to render above its outlet: it follows
 * every route change, and shows nothing unless users/me says the user requires onboarding.
 */
export function OnboardingGuide() {
  const onboarding = useOnboarding();
  const { profile } = useOwnProfile();
  if (onboarding === null) return null;
  const current = profile.data?.currentAssignmentDetails ?? profile.data?.assignments[0] ?? null;
  return (
    <div className={styles.frame}>
      <OnboardingSteps
        steps={onboarding.steps}
        progress={onboarding.progress}
        owner={{ ...onboarding.owner, assignmentPublicId: current?.public_id ?? null }}
      />
    </div>
  );
}
