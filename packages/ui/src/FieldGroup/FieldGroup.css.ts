import { style } from '@vanilla-extract/css';

export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 'none' });
