export type { FieldChromeProps } from './FieldChrome.tsx';
export { FieldChrome } from './FieldChrome.tsx';
