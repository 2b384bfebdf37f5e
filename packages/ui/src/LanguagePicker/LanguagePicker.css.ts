import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const remove = style({ display: 'flex', alignItems: 'center', minHeight: '2.5rem' });
