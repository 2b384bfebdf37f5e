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

/** A line that says something is missing or adds a detail, quieter than the content around it. */
export const muted = style({ margin: 0, color: vars.color.text.muted });

/** The name that heads one record in a list, such as a member of a family. */
export const itemName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});
