import { vars } from '@mobilise/tokens/contract';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focusRing.css.ts';

export const link = recipe({
  base: {
    color: vars.color.text.link,
    textUnderlineOffset: '0.15em',
    overflowWrap: 'break-word',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.action.textDisabled, cursor: 'default' },
    },
  },
  variants: {
    variant: {
      prose: { textDecoration: 'underline' },
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: {
          '&[data-hovered], &[aria-current="page"]': { textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'prose' },
});
