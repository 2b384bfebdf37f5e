import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

/** The height of a row in a virtualised table, where every row must be equally tall. */
export const virtualRowHeight = 44;

export const frame = style({
  minWidth: 0,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

/** The virtualised table is its own scroll container. */
export const virtualTable = style({ overflow: 'auto', position: 'relative' });

export const header = style({
  backgroundColor: vars.color.surface.sunken,
  selectors: { [`${virtualTable} &`]: { zIndex: vars.zIndex.sticky } },
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
    '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
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
});

export const loadingCell = style({ padding: vars.space.sm, textAlign: 'center' });
