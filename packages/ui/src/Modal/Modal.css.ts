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

// The dialog never grows past the screen: a long body scrolls between the title and the actions, so the
// actions stay in reach and in place however long the form inside is, or however it changes as it is filled.
export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '32rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const title = style({
  flexShrink: 0,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

// The body scrolls on its own; its padding, taken back by the same negative margin, leaves room for the focus
// ring of a field at its edge, which the scrolling box would otherwise cut.
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const actions = style({
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
