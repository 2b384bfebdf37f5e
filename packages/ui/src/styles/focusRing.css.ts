import { vars } from '@mobilise/tokens/contract';
import type { StyleRule } from '@vanilla-extract/css';

/** The visible focus ring, for react-aria's `[data-focus-visible]` (keyboard focus only). */
export const focusRing: StyleRule = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
};
