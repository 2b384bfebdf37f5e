import { vars } from '@mobilise/tokens/contract';
import { style, styleVariants } from '@vanilla-extract/css';
import { allowedValues } from '../styles/allowedValues.ts';

/** A button's prominence. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';
export const buttonVariants = allowedValues<ButtonVariant>()(['primary', 'secondary', 'tertiary']);
export type ButtonSize = 'sm' | 'md' | 'lg';
export const buttonSizes = allowedValues<ButtonSize>()(['sm', 'md', 'lg']);

/**
 * Shared by Button and ButtonLink, so a link that looks like a button is the same button: `buttonClassName`
 * puts the three together. Plain classes rather than a vanilla-extract recipe, whose runtime would be
 * a page's only reason to load it where the page shows just buttons.
 */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.action.disabled,
      borderColor: vars.color.action.disabled,
      color: vars.color.action.textDisabled,
    },
  },
});

export const buttonVariantClasses = styleVariants({
  primary: {
    backgroundColor: vars.color.action.primary,
    color: vars.color.text.onAction,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.primaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.primaryPressed },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface.raised,
    borderColor: vars.color.border.strong,
    color: vars.color.text.default,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    },
  },
  tertiary: {
    backgroundColor: 'transparent',
    color: vars.color.text.link,
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    },
  },
});

export const buttonSizeClasses = styleVariants({
  sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.sm, minHeight: '2rem' },
  md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.md, minHeight: '2.5rem' },
  lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.size.lg, minHeight: '3rem' },
});
