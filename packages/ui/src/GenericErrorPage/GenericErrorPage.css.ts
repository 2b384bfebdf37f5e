import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const reload = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
      borderRadius: vars.radius.sm,
    },
  },
});
