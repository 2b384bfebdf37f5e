import type { Key } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Box } from '../Box/Box.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Stepper.css.ts';

/** One page of a multi-page form, as the stepper names it. */
export interface WizardStep {
  /** A stable key. */
  id: Key;
  /** The page's name ("Contact details"). */
  label: string;
}

export interface StepperProps {
  /** The form's pages, in order. */
  steps: readonly WizardStep[];
  /** The page being filled in, counted from 1 as in "Step 2 of 4". */
  currentStep: number;
}

/**
 * Where a multi-page form stands: from the md breakpoint every page name in an ordered list, the pages
 * before the current one marked done and the current one as the current step; on a phone one line,
 * "Step 2 of 4 · Contact details".
 */
export function Stepper({ steps, currentStep }: StepperProps) {
  const { t } = useUiTranslation();
  const current = steps[currentStep - 1];
  return (
    <>
      <Box display={{ mobile: 'none', md: 'block' }}>
        <ol className={styles.list} aria-label={t('stepper.label')}>
          {steps.map((step, index) => {
            const number = index + 1;
            const state = number < currentStep ? 'done' : number === currentStep ? 'current' : 'upcoming';
            return (
              <li
                key={step.id}
                className={styles.step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.marker} aria-hidden="true">
                  {state === 'done' ? '✓' : number}
                </span>
                <span className={styles.label}>{step.label}</span>
                {state === 'done' ? <VisuallyHidden>{t('stepper.done')}</VisuallyHidden> : null}
              </li>
            );
          })}
        </ol>
      </Box>
      <Box display={{ mobile: 'block', md: 'none' }}>
        <p className={styles.compact}>
          {t('stepper.stepOf', { step: currentStep, count: steps.length, name: current?.label ?? '' })}
        </p>
      </Box>
    </>
  );
}
