import { globalStyle, style } from '@vanilla-extract/css';

export const inline = style({ flexWrap: 'wrap' });

// A child wider than the row gets a line of its own and may then shrink to fit, wrapping its text,
// rather than overflow the row (a flex item's automatic minimum width is its whole content).
globalStyle(`${inline} > *`, { minWidth: 0 });
