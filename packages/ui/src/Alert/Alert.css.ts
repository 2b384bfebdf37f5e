import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const alert = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: '4px solid',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const icon = style({ gridRow: '1 / span 2', marginBlockStart: '0.125em' });

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const body = style({ margin: 0, color: vars.color.text.default, gridColumn: 2 });
