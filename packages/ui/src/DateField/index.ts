export type { DateFieldProps } from './DateField.tsx';
export { DateField } from './DateField.tsx';
