import { style, styleVariants } from '@vanilla-extract/css';

// The shell's `main` already pads the page from the tokens, so the frame only caps the line length.
const base = style({ width: '100%', minWidth: 0, marginInline: 'auto' });

/** Wide enough for a table or two columns of cards; narrow enough for a form's line length. */
export const frame = styleVariants({ wide: { maxWidth: '76rem' }, narrow: { maxWidth: '48rem' } }, (rule) => [
  base,
  rule,
]);
