import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.text.default,
});

export const summary = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.action.primary,
      borderColor: vars.color.action.primary,
      color: vars.color.text.onAction,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.action.disabled,
      borderColor: vars.color.action.disabled,
      color: vars.color.action.textDisabled,
    },
  },
});

export const gap = style({
  minWidth: '1.5rem',
  textAlign: 'center',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
