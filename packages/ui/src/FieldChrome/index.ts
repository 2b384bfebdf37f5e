export type { FieldChromeProps } from './FieldChrome.tsx';
export { FieldChrome } from './FieldChrome.tsx';
export { splitFieldChromeProps } from './splitFieldChromeProps.ts';
