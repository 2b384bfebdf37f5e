import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** A name heading inside a card (a task, a template): the stack around it spaces it, not its own margins. */
export const itemHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A sentence in a stack, spaced by the stack alone. */
export const text = style({ margin: 0 });

/** What a card says beside its name, quieter than it: a summary, the kinds a position is held on. */
export const note = style({ margin: 0, color: vars.color.text.muted });
