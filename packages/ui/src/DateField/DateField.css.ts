import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';
import { inputBox } from '../styles/input.css.ts';

export const picker = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const group = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: 0,
    paddingInlineEnd: vars.space.xxs,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.border.focus },
      [`${picker}[data-readonly] &`]: { backgroundColor: vars.color.surface.sunken, borderStyle: 'dashed' },
    },
  },
]);

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 0 auto',
  paddingBlock: vars.space.xs,
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-focused]': { backgroundColor: vars.color.action.primary, color: vars.color.text.onAction },
    '&[data-disabled]': { color: vars.color.action.textDisabled },
  },
});

export const spelledOut = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  textAlign: 'end',
});

const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.action.textDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

export const calendarButton = style([
  iconButton,
  { marginInlineStart: 'auto', width: '2rem', height: '2rem' },
]);

export const dialog = style({ outline: 'none', padding: vars.space.xs });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const navButton = style([iconButton, { width: '2rem', height: '2rem' }]);

export const chevron = style({ display: 'block' });

export const monthHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const weekday = style({
  paddingBlock: vars.space.xxs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  margin: '1px',
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}` },
    '&[data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-selected]': {
      backgroundColor: vars.color.action.primary,
      color: vars.color.text.onAction,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.action.textDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
