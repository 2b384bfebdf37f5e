import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

export const text = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&:focus-visible': focusRing },
});
