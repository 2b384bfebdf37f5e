import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

/** A position the person no longer holds: struck through, with "(removed)" said in words beside it. */
export const removed = style({ textDecorationLine: 'line-through' });
