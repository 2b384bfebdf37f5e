import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.text.muted,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text.default, fontWeight: vars.font.weight.medium },
  },
});

export const marker = style({ minWidth: '1.5rem', fontWeight: vars.font.weight.bold });

export const hint = style({
  margin: 0,
  flexBasis: '100%',
  paddingLeft: '2rem',
  fontWeight: vars.font.weight.regular,
});

export const frame = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
});
