export type { ListOption, SelectionMode, SelectProps } from './Select.tsx';
export { Select, selectionModes } from './Select.tsx';
