import { type Breakpoint, mediaUp } from '@mobilise/tokens';
import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { columnGapVar } from '../styles/sprinkles.css.ts';

// A column can shrink below its content's widest word, so long text wraps instead of widening the row.
export const column = style({ minWidth: 0 });

/** A share of the row less the same share of the gaps, so shares adding up to 1 fill the row exactly. */
const fraction = (share: number): StyleRule => ({
  flex: `0 0 calc(${share * 100}% - ${columnGapVar} * ${1 - share})`,
});

const widths = {
  fluid: { flex: '1 1 0px' },
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
  '1/5': fraction(1 / 5),
  '2/5': fraction(2 / 5),
  '3/5': fraction(3 / 5),
  '4/5': fraction(4 / 5),
} satisfies Record<string, StyleRule>;

export type ColumnWidthName = keyof typeof widths;

/**
 * Widths apply only where the columns sit side by side: stacked below `collapseBelow`, each column
 * takes the full width and its content's height.
 */
const from = (breakpoint: Breakpoint) =>
  styleVariants(widths, (rule) => ({ '@media': { [mediaUp(breakpoint)]: rule } }));

export const columnWidth = {
  always: styleVariants(widths),
  sm: from('sm'),
  md: from('md'),
  lg: from('lg'),
  xl: from('xl'),
};
