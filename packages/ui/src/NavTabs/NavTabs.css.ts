import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { tabLook } from '../styles/tabLook.ts';

// A row wider than its container scrolls inside itself, so a 375 px screen never scrolls sideways.
export const nav = style({
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontFamily: vars.font.family.body,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexShrink: 0 });

export const tab = style(
  tabLook({
    current: '[aria-current="page"]',
    underlineBottom: 0,
    extra: { rule: { textDecoration: 'none' } },
  }),
);
