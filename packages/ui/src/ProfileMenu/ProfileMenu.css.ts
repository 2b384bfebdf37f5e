import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const avatar = style({ display: 'inline-flex' });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '12rem',
  fontSize: vars.font.size.sm,
});
