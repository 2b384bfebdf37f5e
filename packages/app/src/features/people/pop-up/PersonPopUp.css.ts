import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { textLink } from '../../../shared/TextLink.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

/** The person's name as the pop-up's trigger: a button that reads like a link in running text. */
export const trigger = style([
  textLink,
  { padding: 0, border: 'none', background: 'none', font: 'inherit', textAlign: 'start' },
]);

export const profileLink = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}` });
