export type { NumberFieldProps } from './NumberField.tsx';
export { NumberField } from './NumberField.tsx';
