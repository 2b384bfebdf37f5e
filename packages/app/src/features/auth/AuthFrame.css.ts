import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text.default,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
});

export const intro = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
