import { vars } from '@mobilise/tokens/contract';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { allowedValues } from '../styles/allowedValues.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export const spinnerSizes = allowedValues<SpinnerSize>()(['sm', 'md', 'lg']);

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({ display: 'inline-flex', color: vars.color.action.primary });

export const size = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem' },
});

export const graphic = style({
  display: 'block',
  width: '100%',
  height: '100%',
  flexShrink: 0,
  animation: `${turn} 900ms linear infinite`,
  '@media': {
    // A still arc: the label (and the surrounding text) still says something is happening.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const track = style({ opacity: 0.25 });
