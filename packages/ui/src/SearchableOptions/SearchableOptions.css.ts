import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const searchField = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  width: '1rem',
  height: '1rem',
  fill: 'none',
  stroke: vars.color.text.muted,
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space.sm} + 1.5rem)`,
  selectors: {
    // The browser's own clear button: Escape clears the field as well.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const noMatches = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
