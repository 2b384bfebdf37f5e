import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
});
