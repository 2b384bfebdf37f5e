import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { inputBox } from '../styles/input.css.ts';

export const select = style({ minWidth: 0 });

export const trigger = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      [`${select}[data-invalid] &`]: { borderColor: vars.color.status.critical, borderWidth: '2px' },
      '&[data-pressed]': { borderColor: vars.color.border.focus },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({
  flex: 'none',
  width: '1rem',
  height: '1rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const popup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
