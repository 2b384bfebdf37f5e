export type { SpinnerProps } from './Spinner.tsx';
export { Spinner, spinnerSizes } from './Spinner.tsx';
export { SpinnerGraphic } from './SpinnerGraphic.tsx';
