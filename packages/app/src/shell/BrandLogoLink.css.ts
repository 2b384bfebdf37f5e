import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const logoLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const logo = style({ display: 'block', height: '2.5rem', width: 'auto' });
