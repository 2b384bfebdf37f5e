import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.medium,
});

export const dates = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
