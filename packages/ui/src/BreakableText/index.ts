export type { BreakableTextProps } from './BreakableText.tsx';
export { BreakableText } from './BreakableText.tsx';
