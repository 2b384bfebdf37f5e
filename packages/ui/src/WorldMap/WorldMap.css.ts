import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** The map keeps the world's 2:1 shape at any width, down to a 375 px screen. */
export const map = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.status.infoSoft,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

/** A map that takes a click shows it can: the pointer becomes a crosshair. */
export const pickable = style({ cursor: 'crosshair' });

export const land = style({
  fill: vars.color.surface.raised,
  stroke: vars.color.border.strong,
  strokeWidth: 0.5,
});

export const marker = style({
  fill: vars.color.status.critical,
  stroke: vars.color.surface.raised,
  strokeWidth: 2,
});
