export type { CheckboxOptionProps, CheckboxProps } from './Checkbox.tsx';
export { Checkbox, CheckboxOption } from './Checkbox.tsx';
