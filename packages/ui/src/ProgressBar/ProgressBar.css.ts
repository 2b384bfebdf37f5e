import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const progressBar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  width: '100%',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.sunken,
  // The track's edge is the bar's extent, so it must stand out from the page as non-text UI does.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.action.primary,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
});
