import { style } from '@vanilla-extract/css';

export const spinner = style({ display: 'inline-flex', width: '1em', height: '1em' });
