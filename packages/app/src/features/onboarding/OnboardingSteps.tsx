import { Card } from '@mobilise/ui/Card';
import { ProgressBar } from '@mobilise/ui/ProgressBar';
import { targetPath } from '../../routes/routePath.ts';
import { TextLink, useMyAimTranslation } from '../../shared/index.ts';
import * as styles from './OnboardingGuide.css.ts';
import { onboardingStepTarget } from './onboarding-links.ts';
import type { OnboardingOwner, OnboardingProgress, OnboardingStepId } from './onboarding-steps.ts';

export interface OnboardingStepsProps {
  steps: readonly OnboardingStepId[];
  progress: OnboardingProgress;
  owner: OnboardingOwner & { assignmentPublicId: string | null };
}

/** The onboarding steps in order: done ones ticked, the current one with a hint and a link to its page. */
export function OnboardingSteps({ steps, progress, owner }: OnboardingStepsProps) {
  const { t } = useMyAimTranslation();
  const currentIndex = progress.step === 'done' ? steps.length : steps.indexOf(progress.step);
  const target = progress.step === 'done' ? null : onboardingStepTarget(progress.step, progress, owner);
  return (
    <Card heading={t('onboarding.heading')}>
      <ProgressBar
        label={t('onboarding.progress', { done: currentIndex, total: steps.length })}
        value={currentIndex}
        maxValue={steps.length}
        showValueLabel={false}
      />
      {progress.step === 'done' ? (
        <p>{t('onboarding.finished')}</p>
      ) : (
        <ol className={styles.steps}>
          {steps.map((step, index) => {
            const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
            return (
              <li key={step} className={styles.step} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={styles.marker} aria-hidden="true">
                  {state === 'done' ? '✓' : `${index + 1}.`}
                </span>
                <span>{t(`onboarding.steps.${step}.label`)}</span>
                {state === 'done' ? <span>{t('onboarding.done')}</span> : null}
                {state === 'current' ? (
                  <p className={styles.hint}>
                    {t(`onboarding.steps.${step}.hint`)}{' '}
                    {target ? (
                      <TextLink href={targetPath(target)}>{t(`onboarding.steps.${step}.link`)}</TextLink>
                    ) : null}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
