import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** The changes, one under another, newest first. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** One change: what happened, then who and when on a quieter line. */
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const what = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
