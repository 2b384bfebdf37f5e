import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from './focusRing.css.ts';

/** The box of every text-like input (text, number, textarea, the trigger of a select or date picker). */
export const inputBox = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-hovered]': { borderColor: vars.color.border.focus },
    // The bare input of TextField is focused without react-aria's data attribute.
    '&[data-focus-visible], &[data-focused], input&:focus': focusRing,
    '&[data-invalid]': { borderColor: vars.color.status.critical, borderWidth: '2px' },
    '&[data-disabled]': {
      backgroundColor: vars.color.action.disabled,
      color: vars.color.action.textDisabled,
      cursor: 'not-allowed',
    },
    '&[readonly]': { backgroundColor: vars.color.surface.sunken, borderStyle: 'dashed' },
  },
});
