import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontFamily: vars.font.family.heading });

export const intro = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});
