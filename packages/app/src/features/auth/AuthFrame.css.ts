import { vars } from '@mobilise/tokens/contract';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text.default,
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

/** The language buttons under the screen's content, set apart by a rule. */
export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});

// The language in use is marked by weight and underline as well as by aria-pressed, not by colour alone.
globalStyle(`${languages} [aria-pressed="true"]`, {
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
});
