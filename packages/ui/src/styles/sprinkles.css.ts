import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { createVar } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

/**
 * The horizontal gap of a flex row, for children that size themselves as a share of the row (a
 * `Column` of width `1/3` subtracts its part of the gaps, so fractions add up to the full row).
 */
export const columnGapVar = createVar();

type SpaceName = keyof typeof vars.space;
const spaceNames = Object.keys(vars.space) as SpaceName[];

const columnGap = Object.fromEntries(
  spaceNames.map((name) => [
    name,
    {
      columnGap: vars.space[name],
      // The `none` token is a bare `0`, which `calc()` cannot subtract from a percentage.
      vars: { [columnGapVar]: name === 'none' ? '0px' : vars.space[name] },
    },
  ]),
) as Record<SpaceName, { columnGap: string; vars: Record<string, string> }>;

const gridColumns = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
};

/**
 * Layout and space only, each value at each breakpoint: the CSS grows as values × conditions, so
 * colours, borders and type stay in the components' own styles.
 */
const responsiveLayout = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': mediaUp('sm') },
    md: { '@media': mediaUp('md') },
    lg: { '@media': mediaUp('lg') },
    xl: { '@media': mediaUp('xl') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    rowGap: vars.space,
    columnGap,
    gridTemplateColumns: gridColumns,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
  },
  shorthands: {
    gap: ['rowGap', 'columnGap'],
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveLayout);

export type Sprinkles = Parameters<typeof sprinkles>[0];
