import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text.default,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

export const action = style({ marginBlockStart: vars.space.xs });

export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** The spinner's box: the graphic fills its container, so unboxed it grew to the width of the card. */
export const spinner = style({ display: 'inline-flex', width: '1.25em', height: '1.25em', flexShrink: 0 });

export const errorMessage = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.status.critical,
});
