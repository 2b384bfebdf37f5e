import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

const lg = 'screen and (min-width: 1024px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
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
  lineHeight: vars.font.lineHeight.relaxed,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const itemHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
