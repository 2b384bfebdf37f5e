import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const title = style({
  margin: 0,
  // Lets a word longer than the line shrink the heading, so `overflowWrap` can break it instead of the
  // heading widening the page.
  minWidth: 0,
  overflowWrap: 'break-word',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.xxl } },
  // The shell focuses the heading after each navigation so reading starts there; the heading is not a
  // control, so it shows no ring.
  selectors: { '&:focus': { outline: 'none' } },
});

export const subtitle = style({
  margin: 0,
  overflowWrap: 'break-word',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});
