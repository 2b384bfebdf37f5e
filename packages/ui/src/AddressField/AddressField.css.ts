import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xxs,
});

export const full = style({ gridColumn: '1 / -1', minWidth: 0 });

export const half = style({ minWidth: 0 });
