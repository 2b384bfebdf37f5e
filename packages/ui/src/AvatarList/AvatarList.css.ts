import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'inline-flex',
  alignItems: 'center',
  margin: 0,
  padding: `0 0 0 ${vars.space.xs}`,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', marginInlineStart: `calc(-1 * ${vars.space.xs})` });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
