import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.family.body,
  cursor: 'help',
  outline: 'none',
  verticalAlign: 'middle',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { borderColor: vars.color.border.focus },
  },
});
