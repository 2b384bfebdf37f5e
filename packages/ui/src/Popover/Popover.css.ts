import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(32rem, calc(100vw - 2rem))',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
  overflow: 'auto',
});
