import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space.md,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const email = style({
  color: vars.color.text.link,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecorationThickness: '2px' } },
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const positions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const position = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const removedPosition = style([
  position,
  {
    color: vars.color.text.muted,
    backgroundColor: 'transparent',
    boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
  },
]);

export const removedName = style({ textDecoration: 'line-through' });

export const morePositions = style({
  alignSelf: 'center',
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
});

const bone = style({ backgroundColor: vars.color.surface.sunken, borderRadius: vars.radius.sm });

export const skeletonAvatar = style([
  bone,
  { width: '4rem', height: '4rem', borderRadius: vars.radius.pill, flexShrink: 0 },
]);

export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  paddingTop: vars.space.xs,
});

export const skeletonLine = style([
  bone,
  {
    height: '0.875rem',
    width: '40%',
    selectors: { '&:nth-child(1)': { width: '60%' }, '&:nth-child(2)': { width: '80%' } },
  },
]);
