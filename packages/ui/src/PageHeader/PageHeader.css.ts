import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { pageTitle } from '../typography/pageTitle.css.ts';

export const title = style([
  pageTitle,
  {
    // Lets a word longer than the line shrink the heading, so `overflowWrap` can break it instead of the
    // heading widening the page.
    minWidth: 0,
    color: vars.color.text.default,
  },
]);

export const subtitle = style({
  margin: 0,
  overflowWrap: 'break-word',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});
