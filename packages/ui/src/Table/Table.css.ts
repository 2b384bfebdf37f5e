import { mediaDown, mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

// Below md a (non-virtualised) table lays each row out as a card: the same grid markup, restyled,
// so screen readers and the arrow keys work as on a desktop. A virtualised table keeps its rows,
// because its layout places them at fixed heights.
const phone = mediaDown('md');
const desktop = mediaUp('md');

/** The height of a row in a virtualised table, where every row must be equally tall. */
export const virtualRowHeight = 44;

export const frame = style({
  minWidth: 0,
  // Clipped, not scrolled: a scroll container would hold the sticky header inside itself, where it
  // never moves, instead of keeping it at the top of the page.
  overflow: 'clip',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

/** The frame of a table whose rows become cards on a phone: the cards bring their own borders. */
export const cardsFrame = style({
  '@media': { [phone]: { overflow: 'visible', border: 'none', backgroundColor: 'transparent' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

/** A table whose rows become cards on a phone. */
export const cardsTable = style({
  '@media': {
    [phone]: {
      display: 'block',
      selectors: { '&[data-focus-visible]': { outlineOffset: vars.focusRing.offset } },
    },
  },
});

/** The virtualised table is its own scroll container. */
export const virtualTable = style({ overflow: 'auto', position: 'relative' });

export const body = style({
  '@media': { [phone]: { selectors: { [`${cardsTable} &`]: { display: 'block' } } } },
});

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const header = style({
  backgroundColor: vars.color.surface.sunken,
  selectors: { [`${virtualTable} &`]: { zIndex: vars.zIndex.sticky } },
  '@media': {
    // On a phone the column names live beside each value, so the header row is only for screen
    // readers; it shows as a strip when it offers sorting or the arrow keys move into it.
    [phone]: {
      selectors: {
        [`${cardsTable} &`]: { display: 'block', ...visuallyHidden },
        [`${cardsTable} &:has([data-allows-sorting]), ${cardsTable} &:focus-within`]: {
          position: 'static',
          width: 'auto',
          height: 'auto',
          overflow: 'visible',
          clipPath: 'none',
          marginBlockEnd: vars.space.sm,
          border: `1px solid ${vars.color.border.default}`,
          borderRadius: vars.radius.md,
        },
      },
    },
  },
});

// The header's one row, which react-aria renders without a class of its own.
globalStyle(`${cardsTable} ${header} > tr`, {
  '@media': { [phone]: { display: 'flex', flexWrap: 'wrap' } },
});

export const column = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border.strong}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  backgroundColor: vars.color.surface.sunken,
  outline: 'none',
  selectors: {
    // Fill the layout's fixed-height box, so scrolled rows never show through the header.
    [`${virtualTable} &`]: { display: 'flex', alignItems: 'center', boxSizing: 'border-box', height: '100%' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
  },
  '@media': {
    [desktop]: {
      selectors: {
        [`${cardsTable} &`]: { position: 'sticky', insetBlockStart: 0, zIndex: vars.zIndex.sticky },
      },
    },
    [phone]: {
      selectors: {
        [`${cardsTable} &`]: { display: 'block', borderBlockEnd: 'none', borderRadius: vars.radius.md },
        [`${cardsTable} &:not([data-allows-sorting])`]: { color: vars.color.text.muted },
      },
    },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

/** The dash of a cell with nothing in it. */
export const noValue = style({ color: vars.color.text.muted });

export const sortIcon = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border.default}` },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    // A cell reports the pointer over it even in a row without an action, so every row lights up.
    '&[data-hovered], &:has(> [data-hovered])': { backgroundColor: vars.color.surface.sunken },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
  '@media': {
    [phone]: {
      selectors: {
        [`${cardsTable} &`]: {
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space.xs,
          padding: vars.space.sm,
          border: `1px solid ${vars.color.border.default}`,
          borderRadius: vars.radius.md,
          backgroundColor: vars.color.surface.raised,
        },
        [`${cardsTable} &:not(:last-child)`]: {
          marginBlockEnd: vars.space.sm,
          borderBlockEnd: `1px solid ${vars.color.border.default}`,
        },
        [`${cardsTable} &[data-focus-visible]`]: { outlineOffset: vars.focusRing.offset },
      },
    },
  },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  verticalAlign: 'middle',
  // Words stay whole; e-mail addresses and URLs offer their own breaks through BreakableText.
  overflowWrap: 'break-word',
  wordBreak: 'normal',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    [`${virtualTable} &`]: {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: '100%',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      borderBlockEnd: `1px solid ${vars.color.border.default}`,
    },
  },
  '@media': {
    [phone]: {
      selectors: {
        [`${cardsTable} &`]: {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
          columnGap: vars.space.sm,
          padding: 0,
        },
        // The column's name before its value; the "/ ''" keeps it out of what a screen reader
        // reads, as the grid already tells it the column.
        [`${cardsTable} &[data-label]::before`]: {
          content: "attr(data-label) / ''",
          color: vars.color.text.muted,
        },
        [`${cardsTable} &[data-focus-visible]`]: { outlineOffset: vars.focusRing.offset },
      },
    },
  },
});

/** The cell that names its row: on a phone, the card's heading. */
export const rowHeaderCell = style({
  '@media': {
    [phone]: {
      selectors: {
        [`${cardsTable} &`]: {
          display: 'block',
          order: -1,
          fontSize: vars.font.size.md,
          fontWeight: vars.font.weight.bold,
        },
      },
    },
  },
});

export const loadingCell = style({ padding: vars.space.sm, textAlign: 'center' });
