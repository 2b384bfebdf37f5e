export type { TabulatedColumn, TabulatedOption, TabulatedSelectProps } from './TabulatedSelect.tsx';
export { TabulatedSelect } from './TabulatedSelect.tsx';
