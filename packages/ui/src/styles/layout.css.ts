import { style } from '@vanilla-extract/css';

/** A `ul`/`ol` laid out by a primitive: its items' spacing comes from the primitive, not the browser. */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });
