export type { StepperProps, WizardStep } from './Stepper.tsx';
export { Stepper } from './Stepper.tsx';
export { useFocusOnStepChange } from './useFocusOnStepChange.ts';
export type { WizardProps } from './Wizard.tsx';
export { Wizard } from './Wizard.tsx';
export type { WizardFooterProps } from './WizardFooter.tsx';
export { WizardFooter } from './WizardFooter.tsx';
