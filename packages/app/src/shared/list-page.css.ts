import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

const md = 'screen and (min-width: 768px)';
const lg = 'screen and (min-width: 1024px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const intro = style({
  margin: 0,
  color: vars.color.text.muted,
});

/** The search box and filters above a list, side by side where there is room. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [md]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' } },
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.text.muted });

export const count = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
