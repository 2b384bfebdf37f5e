import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** The name that heads one item of a list (an itinerary item): the stack around it spaces it. */
export const itemHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** What a section says when it has nothing to show, quieter than its content. */
export const muted = style({ margin: 0, color: vars.color.text.muted });

/** Notes as written: line breaks stay, long words wrap. */
export const notes = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** A plain list of records, one under another. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
