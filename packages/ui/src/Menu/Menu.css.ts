import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '12rem',
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.focusRing.width} ${vars.focusRing.color}` },
    '&[data-disabled]': { color: vars.color.action.textDisabled, cursor: 'not-allowed' },
  },
});

export const label = style({ flex: 1, minWidth: 0 });

/** With a description under it, the label keeps a line of its own. */
export const labelText = style({ display: 'block' });

/** The sentence under a label: muted and smaller, wrapping within a width that keeps the menu narrow. */
export const description = style({
  display: 'block',
  maxWidth: '16rem',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

/** A fixed slot before the label, so checked and unchecked items line up. */
export const check = style({ display: 'inline-flex', width: '14px', flexShrink: 0 });

export const switchTrack = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: '2rem',
  height: '1.125rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-selected] > &': {
      backgroundColor: vars.color.action.primary,
      borderColor: vars.color.action.primary,
    },
  },
});

export const switchThumb = style({
  position: 'absolute',
  top: '1px',
  insetInlineStart: '1px',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border.strong,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-selected] > * > &': {
      transform: 'translateX(0.875rem)',
      backgroundColor: vars.color.surface.raised,
    },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column' });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  backgroundColor: vars.color.border.default,
});

/**
 * A menu trigger that takes the colours of where it sits, so the same control reads well on the
 * dark header and in the light mobile menu.
 */
export const inheritTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: 'currentColor' },
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid currentColor`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'default' },
  },
});

/** The chevron: hidden when the trigger is disabled, since there is nothing to open. */
export const triggerIcon = style({
  display: 'inline-flex',
  selectors: { '[data-disabled] > &': { display: 'none' } },
});
