import { vars } from '@mobilise/tokens/contract';
import { style, styleVariants } from '@vanilla-extract/css';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Keeps the line's height when the text clears, so nothing below jumps.
  minHeight: '1.5rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.muted,
});

export const icon = style({ display: 'inline-flex', width: '1em', height: '1em', flexShrink: 0 });

export const iconTone = styleVariants({
  NOT_SAVED: { color: vars.color.status.caution },
  SAVING: { color: vars.color.text.muted },
  SAVED: { color: vars.color.status.positive },
  RETRYING: { color: vars.color.status.caution },
  ERROR: { color: vars.color.status.critical },
});

export const notSavedDot = style({
  width: '0.5em',
  height: '0.5em',
  margin: 'auto',
  borderRadius: vars.radius.pill,
  backgroundColor: 'currentColor',
});

export const errorText = style({ color: vars.color.status.critical });
