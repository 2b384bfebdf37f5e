import { vars } from '@mobilise/tokens/contract';
import { linkStyle } from '@mobilise/ui/Link';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

/**
 * The person's name as the pop-up's trigger: a button that looks like ui's standalone link, as it sits
 * in tables, cards and lists (underlined while hovered).
 */
export const trigger = style([
  linkStyle({ variant: 'standalone' }),
  {
    padding: 0,
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    textAlign: 'start',
  },
]);

export const profileLink = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}` });
