import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const subheading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:first-of-type': { marginTop: 0 } },
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

/** A position the person no longer holds: struck through, with "(removed)" said in words beside it. */
export const removed = style({ textDecorationLine: 'line-through' });

/** An address with its "Current" mark and Edit button after it, wrapping on narrow screens. */
export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The invite button and, under it, what became of the last press. */
export const invite = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
