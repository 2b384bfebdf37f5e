import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  // Fills its tile, so cards in one row share the tallest one's height.
  height: '100%',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'break-word',
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** The link sits at the foot, so links line up across a row of unequal cards. */
export const action = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
  fontSize: vars.font.size.sm,
});
