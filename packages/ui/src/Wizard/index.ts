export type { StepperProps, WizardStep } from './Stepper.tsx';
export { Stepper } from './Stepper.tsx';
export type { WizardProps } from './Wizard.tsx';
export { Wizard } from './Wizard.tsx';
export type { WizardFooterProps } from './WizardFooter.tsx';
export { WizardFooter } from './WizardFooter.tsx';
