export type { InlineAlign, InlineAlignY, InlineProps } from './Inline.tsx';
export { Inline, inlineAligns, inlineAlignsY } from './Inline.tsx';
