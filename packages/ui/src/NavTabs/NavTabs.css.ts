import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

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

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: '3px',
      backgroundColor: 'transparent',
    },
    '&[data-hovered]': { color: vars.color.text.default, backgroundColor: vars.color.surface.sunken },
    '&[aria-current="page"]': { color: vars.color.text.default },
    '&[aria-current="page"]::after': { backgroundColor: vars.color.action.primary },
    // Inside the ring's box: the scrolling row would cut off a ring drawn outside it.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});
