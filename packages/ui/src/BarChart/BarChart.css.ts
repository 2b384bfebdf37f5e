import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const caption = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

/** Label, bar and figure in three columns: the labels keep to their own width and wrap within it. */
export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, max-content) minmax(0, 1fr) max-content',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each item's three parts join the grid's columns. */
export const row = style({ display: 'contents' });

export const label = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const track = style({ display: 'block', width: '100%', height: '1rem' });

export const bar = style({ fill: vars.color.action.primary });

export const value = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
