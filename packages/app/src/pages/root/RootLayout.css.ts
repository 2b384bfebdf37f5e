import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

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
