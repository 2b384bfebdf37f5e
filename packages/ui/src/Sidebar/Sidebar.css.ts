import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

export const nav = style({ fontFamily: vars.font.family.body, fontSize: vars.font.size.md, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subList = style([list, { marginTop: vars.space.xxs, paddingInlineStart: vars.space.md }]);

const entry = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderInlineStart: '3px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.action.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.action.secondaryPressed },
    '&[data-focus-visible]': focusRing,
  },
});

export const link = style([
  entry,
  {
    selectors: {
      '&[aria-current="page"]': {
        borderInlineStartColor: vars.color.action.primary,
        backgroundColor: vars.color.action.secondary,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);

export const trigger = style([
  entry,
  {
    fontWeight: vars.font.weight.medium,
    selectors: { '&[data-current-ancestor]': { borderInlineStartColor: vars.color.action.primary } },
  },
]);

export const triggerLabel = style({ flex: 1 });

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
