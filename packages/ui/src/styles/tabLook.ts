import { vars } from '@mobilise/tokens/contract';
import type { StyleRule } from '@vanilla-extract/css';
import { focusRing } from './focusRing.css.ts';

/**
 * How a tab looks, whether it switches a panel (Tabs) or is a link to a sibling page (NavTabs): muted
 * until hovered or current, the current one underlined in the action colour on the row's border. `current`
 * is the selector that marks the current tab; the underline sits `underlineBottom` from the tab's foot.
 * The focus ring is drawn inside the tab, as a row that scrolls would cut off one drawn outside it.
 */
export const tabLook = ({
  current,
  underlineBottom,
  extra,
}: {
  current: string;
  underlineBottom: string | number;
  /** What only one kind of tab has, after the rest. */
  extra?: { rule?: StyleRule; selectors?: NonNullable<StyleRule['selectors']> };
}): StyleRule => ({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  ...extra?.rule,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: underlineBottom,
      height: '3px',
      backgroundColor: 'transparent',
    },
    '&[data-hovered]': { color: vars.color.text.default, backgroundColor: vars.color.surface.sunken },
    [`&${current}`]: { color: vars.color.text.default },
    [`&${current}::after`]: { backgroundColor: vars.color.action.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    ...extra?.selectors,
  },
});
