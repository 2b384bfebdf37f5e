import { settle } from './evaluate.ts';
import { generateSpec } from './generate.ts';
import { mulberry32 } from './random.ts';
import { type FormSpec, questionsOf } from './types.ts';

export const benchSeed = 42;

/** The one form every engine is measured on. */
export const benchSpec = () => generateSpec(mulberry32(benchSeed), benchSeed);

/** Page 1's questions an engine shows an input for (a Hidden question has none). */
export const pageOneQuestions = (spec: FormSpec) =>
  questionsOf(spec.pages[0] as FormSpec['pages'][number]).filter((question) => question.type !== 'Hidden');

/** The last question shown on the empty page 1: a page's first render ends when it is in the DOM. */
export function lastQuestionShownAtStart(spec: FormSpec): string {
  const shown = pageOneQuestions(spec).filter(({ name }) => settle(spec, {}).visible.has(name));
  return (shown[shown.length - 1] as { name: string }).name;
}
