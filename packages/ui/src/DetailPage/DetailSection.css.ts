import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const description = style({
  margin: 0,
  overflowWrap: 'break-word',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});
