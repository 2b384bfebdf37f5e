import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const nodes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

const focusRingReach = `calc(${vars.focusRing.width} + ${vars.focusRing.offset})`;

/**
 * A page holds up to about fifty questions: those out of view are neither laid out nor painted, so the
 * layout that a keystroke forces covers the questions in view only (bench/RESULTS.md, form engine). Each
 * keeps the height it was last shown at. Such a box clips what its content paints outside it, so its
 * padding holds its input's focus ring, and the same negative margin keeps it where it was.
 */
export const question = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 5rem',
  padding: focusRingReach,
  margin: `calc(-1 * ${focusRingReach})`,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  border: 0,
  padding: 0,
  margin: 0,
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  margin: 0,
});

export const htmlBlock = style({
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const matrix = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const matrixRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
});

export const matrixCell = style({ minWidth: 0 });

export const matrixHeader = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const requiredMarker = style({ color: vars.color.status.critical, marginInlineStart: vars.space.xxs });

export const asset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** An Asset node's files, then its drop zone, apart as the node's questions are. */
export const assetUpload = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const errors = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.status.critical,
  fontSize: vars.font.size.sm,
});
