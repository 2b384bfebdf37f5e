import { vars } from '@mobilise/tokens/contract';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from './focusRing.css.ts';

/** The popup list of a select or lookup: its options, each with a check mark shown when chosen. */
export const listBox = style({
  maxHeight: 'min(18rem, 50vh)',
  overflow: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.action.textDisabled, cursor: 'not-allowed' },
  },
});

export const check = style({
  flex: 'none',
  width: '1rem',
  height: `calc(1em * ${vars.font.lineHeight.normal})`,
  fill: 'none',
  stroke: vars.color.action.primary,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  visibility: 'hidden',
});
globalStyle(`${option}[data-selected] ${check}`, { visibility: 'visible' });

export const empty = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
