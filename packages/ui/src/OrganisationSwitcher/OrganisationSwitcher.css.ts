import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const text = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minWidth: 0,
});

export const caption = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });

export const name = style({
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
