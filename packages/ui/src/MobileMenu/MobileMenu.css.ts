import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

// Only below the large breakpoint: from lg up the TopNav is the navigation.
export const root = style({
  fontFamily: vars.font.family.body,
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '3.5rem',
  padding: `0 ${vars.space.md}`,
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
});

export const logo = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.header.text,
      color: vars.color.header.background,
    },
    // The brand focus colour is too dark on the header, so the ring takes the header's text colour.
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.header.text}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

// A closed panel is `hidden="until-found"`, which skips its content but still draws its own box: the
// padding, border and shadow belong to the open panel only, or a closed menu leaves a band under the bar.
export const panel = style({
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  selectors: {
    '&:not([hidden])': {
      padding: vars.space.md,
      borderBottom: `1px solid ${vars.color.border.default}`,
      boxShadow: vars.shadow.md,
    },
  },
});
