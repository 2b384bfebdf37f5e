import type { Engine } from './build.ts';

/** One page to measure: an engine with its settings. */
export interface Variant {
  id: string;
  engine: Engine;
  query: string;
  /** Where a question's input is, by field name. */
  input(field: string): string;
  /** The element that shows a question (absent or not displayed while hidden). */
  question(field: string): string;
  /** A floor to compare with, not an engine: no conditions or validation, so no parity or render counts. */
  floor?: boolean;
}

export const variants: Variant[] = [
  {
    id: 'bare',
    engine: 'bare',
    query: '',
    input: (f) => `#${f}`,
    question: (f) => `[data-question="${f}"]`,
    floor: true,
  },
  {
    id: 'react',
    engine: 'react-inputs',
    query: '',
    input: (f) => `#${f}`,
    question: (f) => `[data-question="${f}"]`,
    floor: true,
  },
  {
    id: 'mobilise',
    engine: 'mobilise',
    query: '',
    input: (f) => `[data-field="${f}"] input, [data-field="${f}"] textarea`,
    question: (f) => `[data-field="${f}"]`,
  },
  {
    id: 'surveyjs',
    engine: 'surveyjs',
    query: '?mode=onTyping',
    input: (f) => `[data-name="${f}"] input, [data-name="${f}"] textarea`,
    question: (f) => `[data-name="${f}"]`,
  },
  {
    id: 'surveyjs-onBlur',
    engine: 'surveyjs',
    query: '?mode=onBlur',
    input: (f) => `[data-name="${f}"] input, [data-name="${f}"] textarea`,
    question: (f) => `[data-name="${f}"]`,
  },
  {
    id: 'rjsf',
    engine: 'rjsf',
    query: '',
    input: (f) => `#root_${f}`,
    question: (f) => `#root_${f}:not([type="hidden"]), [id^="root_${f}-"]`,
  },
];
