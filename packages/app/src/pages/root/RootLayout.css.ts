import { vars } from '@mobilise/tokens/contract';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.link,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({ outline: 'none' });

/** Read by screen readers, not shown: the live region that names the page a navigation reached. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// After a navigation the page's heading takes focus only so that reading starts there; it is not a control,
// so it shows no focus ring (a ring would suggest it does something when pressed).
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });
