import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

// Type only: the item's spacing and wrapping come from Stack and Inline.

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const detail = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
