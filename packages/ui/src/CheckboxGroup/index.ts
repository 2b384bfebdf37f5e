export type { CheckboxGroupProps } from './CheckboxGroup.tsx';
export { CheckboxGroup } from './CheckboxGroup.tsx';
