import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** A task's title inside its stage: the stack around it spaces it, not its own margins. */
export const itemHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A sentence in a stack, spaced by the stack alone; long words (an e-mail, a link) wrap. */
export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** What a section says when it has nothing to list, quieter than its content. */
export const muted = style({ margin: 0, color: vars.color.text.muted });

/** A plain list of names or records, one under another. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The application's own words, kept as written: line breaks stay, long words wrap. */
export const about = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
