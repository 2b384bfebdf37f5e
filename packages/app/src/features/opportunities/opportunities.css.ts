import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

/** A listing's records, one row each. */
export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  overflowWrap: 'anywhere',
});

/** What a row says beside its link, quieter than the link: when it was last updated. */
export const rowNote = style({ color: vars.color.text.muted });

/** Long free text (a description, a paper's content) keeps its line breaks. */
export const longText = style({ whiteSpace: 'pre-line', margin: 0 });
