import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'grid', flex: 1, columnGap: vars.space.sm, minWidth: 0 });

// Indented like the rows' text, which follows the selection check mark.
export const header = style([
  row,
  {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    paddingInlineStart: `calc(${vars.space.sm} + 1rem + ${vars.space.xs})`,
    borderBlockEnd: `1px solid ${vars.color.border.default}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.muted,
  },
]);

export const cell = style({ overflowWrap: 'anywhere' });
