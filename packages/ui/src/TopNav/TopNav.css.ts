import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

// The desktop navigation is chosen at the large breakpoint; MobileMenu covers below.
export const bar = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '3.5rem',
  padding: `0 ${vars.space.lg}`,
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  fontFamily: vars.font.family.body,
  '@media': { [mediaUp('lg')]: { display: 'flex' } },
});

export const logo = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 });

export const nav = style({ flex: 1, alignSelf: 'stretch', display: 'flex', minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({ display: 'flex' });

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  color: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      bottom: 0,
      height: '3px',
      borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
      backgroundColor: 'transparent',
    },
    '&[data-hovered]::after': { backgroundColor: 'currentColor', opacity: 0.5 },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold },
    '&[aria-current="page"]::after': { backgroundColor: 'currentColor', opacity: 1 },
    // The brand focus colour is too dark on the header, so the ring takes the header's text colour.
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid currentColor`, outlineOffset: '-4px' },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
