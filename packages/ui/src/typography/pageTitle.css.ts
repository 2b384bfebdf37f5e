import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/**
 * A screen's one heading on the type scale: xl on a phone, xxl from md. PageHeader's title and the sign-in
 * screens' heading share it; the sign-in screens take it alone rather than PageHeader, to keep the first
 * page's script small.
 */
export const pageTitle = style({
  margin: 0,
  overflowWrap: 'break-word',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.xxl } },
  // The app focuses the heading after each navigation so reading starts there; the heading is not a
  // control, so it shows no ring.
  selectors: { '&:focus': { outline: 'none' } },
});
