import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0 });

export const list = style({
  margin: `${vars.space.sm} 0 0`,
  paddingInlineStart: vars.space.lg,
  fontWeight: vars.font.weight.medium,
});
