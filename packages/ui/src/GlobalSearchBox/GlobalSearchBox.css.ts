import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

/**
 * The search box is 232 px wide, or as wide as its placeholder where that is longer (the placeholder
 * names what is searched, so it must not be cut off in any language), and 400 px while in use.
 */
export const closedWidth = 232;
export const openWidth = 400;

export const combobox = style({
  width: 'max-content',
  minWidth: closedWidth,
  maxWidth: '100%',
  // No width transition: a half-grown box would make the popover open at the wrong width.
  selectors: { '&[data-open], &:focus-within': { width: openWidth } },
});

/** In a column of its own (the mobile menu) the box takes the column's width, closed and open. */
export const fullWidth = style({
  selectors: { '&, &[data-open], &:focus-within': { width: '100%', minWidth: 0 } },
});

/** The input's inline padding and border, which the placeholder sits between. */
const inputPaddingInline = vars.space.sm;
const inputBorderWidth = '1px';

/**
 * An invisible copy of the placeholder under the input: an input's width never follows its
 * placeholder, so this copy gives the box its `max-content` width.
 */
export const placeholderSizer = style({
  display: 'block',
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  whiteSpace: 'pre',
  paddingInlineStart: `calc(${inputPaddingInline} + ${inputBorderWidth})`,
  // One pixel more at the end: the text's width has fractions, the input's room is whole pixels.
  paddingInlineEnd: `calc(${inputPaddingInline} + ${inputBorderWidth} + 1px)`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${inputPaddingInline}`,
  border: `${inputBorderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-focused]': focusRing,
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const listbox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '28rem',
  overflow: 'auto',
  outline: 'none',
});

export const section = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text.muted,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const itemTitle = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const tag = style({
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
});

export const showMore = style([
  item,
  { color: vars.color.text.link, fontSize: vars.font.size.sm, textDecoration: 'underline' },
]);

export const status = style({ padding: vars.space.sm });
