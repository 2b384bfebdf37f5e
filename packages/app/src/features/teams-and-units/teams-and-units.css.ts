import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** Free text (a description, private notes) keeps its line breaks and wraps long words. */
export const text = style({ whiteSpace: 'pre-line', margin: 0, overflowWrap: 'anywhere' });

/** Links one under another: members, requisitions, a unit's teams. */
export const links = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The room the map takes (2:1) while its script loads, so that nothing below it jumps. */
export const mapRoom = style({ width: '100%', aspectRatio: '2 / 1' });

/** A map beside nothing wider than a comfortable reading width. */
export const mapFrame = style({ maxWidth: '48rem' });
