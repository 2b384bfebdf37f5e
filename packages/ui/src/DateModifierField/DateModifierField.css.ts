import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const days = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, width: '9rem' });

export const unit = style({ color: vars.color.text.default, fontSize: vars.font.size.md });

export const reference = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
