import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const count = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});
