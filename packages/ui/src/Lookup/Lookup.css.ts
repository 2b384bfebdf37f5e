import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';
import { inputBox } from '../styles/input.css.ts';

export const lookup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const comboBox = style({ minWidth: 0 });

export const inputGroup = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: 0,
    selectors: {
      '&[data-focus-within]': { ...focusRing, borderColor: vars.color.border.focus },
      [`${comboBox}[data-invalid] &`]: { borderColor: vars.color.status.critical, borderWidth: '2px' },
      [`${comboBox}[data-readonly] &`]: { backgroundColor: vars.color.surface.sunken, borderStyle: 'dashed' },
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.text.muted } },
});

const icon = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
});

export const searchIcon = style([icon, { color: vars.color.text.muted }]);

export const spinner = style({
  display: 'inline-flex',
  width: '1rem',
  height: '1rem',
  color: vars.color.action.primary,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const optionDescription = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const errorText = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.status.critical,
});

export const tagGroup = style({ minWidth: 0 });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, outline: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
  },
});

export const tagLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': focusRing,
  },
});

export const removeIcon = style([icon, { width: '0.75rem', height: '0.75rem', strokeWidth: 2 }]);
