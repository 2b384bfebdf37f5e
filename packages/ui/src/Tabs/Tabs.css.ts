import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';
import { tabLook } from '../styles/tabLook.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tab = style(
  tabLook({
    current: '[data-selected]',
    // On the list's border, which it covers.
    underlineBottom: '-1px',
    extra: {
      selectors: { '&[data-disabled]': { color: vars.color.action.textDisabled, cursor: 'not-allowed' } },
    },
  }),
);

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
