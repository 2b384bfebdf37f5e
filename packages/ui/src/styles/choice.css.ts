import { vars } from '@mobilise/tokens/contract';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from './focusRing.css.ts';

/** Radio buttons, laid out in a column or a row: a radio group's options and a date modifier's direction. */
export const options = recipe({
  base: { display: 'flex', gap: vars.space.xs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.action.textDisabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const circle = style({
  boxSizing: 'border-box',
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - 1.25rem) / 2)`,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.raised,
});

globalStyle(`${radio}[data-hovered] ${circle}`, { borderColor: vars.color.border.focus });
globalStyle(`${radio}[data-focus-visible] ${circle}`, focusRing);
globalStyle(`${radio}[data-selected] ${circle}`, {
  borderColor: vars.color.action.primary,
  borderWidth: '6px',
});
globalStyle(`${radio}[data-invalid] ${circle}`, { borderColor: vars.color.status.critical });
globalStyle(`${radio}[data-readonly] ${circle}`, { borderStyle: 'dashed' });
globalStyle(`${radio}[data-readonly][data-selected] ${circle}`, {
  borderStyle: 'solid',
  borderColor: vars.color.text.muted,
});
globalStyle(`${radio}[data-disabled] ${circle}`, {
  borderColor: vars.color.action.disabled,
  backgroundColor: vars.color.action.disabled,
});
globalStyle(`${radio}[data-disabled][data-selected] ${circle}`, {
  borderColor: vars.color.action.textDisabled,
  backgroundColor: vars.color.surface.raised,
});
