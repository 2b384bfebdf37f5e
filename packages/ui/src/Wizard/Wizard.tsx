import type { ReactNode } from 'react';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import { Stepper, type WizardStep } from './Stepper.tsx';
import { useFocusOnStepChange } from './useFocusOnStepChange.ts';
import { WizardFooter, type WizardFooterProps } from './WizardFooter.tsx';

export interface WizardProps extends Omit<WizardFooterProps, 'stepCount' | 'children'> {
  /** The page's `PageHeader`. */
  header: ReactNode;
  /** The form's pages, in order. */
  steps: readonly WizardStep[];
  /** The current page's fields. */
  children: ReactNode;
  /** Other actions in the footer, before Continue or Finish. @default undefined */
  footerActions?: ReactNode;
}

/**
 * A form page over several pages (a wizard): header, stepper, the current page's fields, and Back,
 * Continue or, on the last page, Finish. The caller keeps the current page and moves it on Continue;
 * focus then goes to the new page's first field.
 */
export function Wizard({ header, steps, children, footerActions, ...footer }: WizardProps) {
  const body = useFocusOnStepChange(footer.currentStep);
  return (
    <PageFrame width="narrow">
      {header}
      <Stepper steps={steps} currentStep={footer.currentStep} />
      <div ref={body}>{children}</div>
      <WizardFooter {...footer} stepCount={steps.length}>
        {footerActions}
      </WizardFooter>
    </PageFrame>
  );
}
