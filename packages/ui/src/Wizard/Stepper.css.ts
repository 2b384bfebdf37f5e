import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.muted,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text.default, fontWeight: vars.font.weight.bold },
    '&[data-state="done"]': { color: vars.color.text.default },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.action.primary,
      backgroundColor: vars.color.action.primary,
      color: vars.color.text.onAction,
    },
    [`${step}[data-state="done"] &`]: { borderColor: vars.color.action.primary },
  },
});

export const label = style({ overflowWrap: 'break-word', minWidth: 0 });

export const compact = style({
  margin: 0,
  overflowWrap: 'break-word',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});
