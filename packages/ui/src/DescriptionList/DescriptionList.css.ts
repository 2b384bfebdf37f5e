import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const unsetDescription = style([description, { color: vars.color.text.muted, fontStyle: 'italic' }]);
