import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** Indented under the radios, so it reads as part of the "another number" choice. */
export const other = style({ paddingInlineStart: `calc(1.25rem + ${vars.space.xs})`, maxWidth: '20rem' });
