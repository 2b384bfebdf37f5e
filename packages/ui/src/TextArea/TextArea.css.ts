import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const textArea = style({ resize: 'vertical', minHeight: '5rem' });

export const wordCount = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over-limit]': { color: vars.color.status.critical, fontWeight: vars.font.weight.medium },
  },
});
