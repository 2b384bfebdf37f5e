import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const tooltip = style({
  maxWidth: '20rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
});

export const arrow = style({ fill: vars.color.surface.inverse, display: 'block' });
