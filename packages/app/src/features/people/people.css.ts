import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** A plain list of records stacked one under another. */
export const stack = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
