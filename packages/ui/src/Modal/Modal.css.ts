import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.surface.overlay,
  zIndex: vars.zIndex.modal,
});

export const modal = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const body = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
