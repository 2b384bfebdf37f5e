import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const positions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
});

export const position = style({
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});
