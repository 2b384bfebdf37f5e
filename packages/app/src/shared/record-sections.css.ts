import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

// The text inside the detail sections of a record's page (an application, an assignment): spaced by the
// stack around it, never by its own margins.

/** The name that heads one item of a list (a task in its stage, an itinerary item). */
export const itemHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A sentence; long words (an e-mail, a link) wrap. */
export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** What a section says when it has nothing to show, quieter than its content. */
export const muted = style({ margin: 0, color: vars.color.text.muted });

/** Words kept as a person wrote them (an application's about, an offer's notes): line breaks stay. */
export const writtenText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** A plain list of names or records, one under another. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
