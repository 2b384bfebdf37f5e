import { vars } from '@mobilise/tokens/contract';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

/** The label that holds the box and its text; states come from react-aria's data attributes. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.action.textDisabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  boxSizing: 'border-box',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  // Centre the box on the first line of the label.
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.normal} - 1.25rem) / 2)`,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
});

export const check = style({
  width: '0.875rem',
  height: '0.875rem',
  fill: 'none',
  stroke: vars.color.text.onAction,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  visibility: 'hidden',
});

globalStyle(`${option}[data-hovered] ${box}`, { borderColor: vars.color.border.focus });
globalStyle(`${option}[data-focus-visible] ${box}`, focusRing);
globalStyle(`${option}[data-selected] ${box}`, {
  borderColor: vars.color.action.primary,
  backgroundColor: vars.color.action.primary,
});
globalStyle(`${option}[data-selected] ${check}`, { visibility: 'visible' });
globalStyle(`${option}[data-invalid] ${box}`, { borderColor: vars.color.status.critical });
globalStyle(`${option}[data-readonly] ${box}`, { borderStyle: 'dashed' });
globalStyle(`${option}[data-readonly][data-selected] ${box}`, {
  borderStyle: 'solid',
  borderColor: vars.color.text.muted,
  backgroundColor: vars.color.text.muted,
});
globalStyle(`${option}[data-disabled] ${box}`, {
  borderColor: vars.color.action.disabled,
  backgroundColor: vars.color.action.disabled,
});
globalStyle(`${option}[data-disabled] ${check}`, { stroke: vars.color.action.textDisabled });
