export type { RadioGroupProps } from './RadioGroup.tsx';
export { RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';
