import { settle } from './evaluate.ts';
import { choiceOptions } from './generate.ts';
import { mulberry32, pick, type Random } from './random.ts';
import {
  allQuestions,
  type FormSpec,
  type SpecConstraint,
  type SpecData,
  type SpecQuestion,
  type SpecValue,
} from './types.ts';

// The data sets every engine must agree on. Each is a fixed point (no hidden field holds an answer), so
// no engine's rule for emptying hidden answers can make them differ.

export interface ParityCase {
  name: string;
  data: SpecData;
}

const has = (question: SpecQuestion, kind: SpecConstraint['kind']) =>
  question.constraints.find((constraint) => constraint.kind === kind);

function answerFor(question: SpecQuestion, random: Random, invalid: boolean): SpecValue | undefined {
  const inConstraint = has(question, 'In');
  const min = has(question, 'MinValue');
  const maxLength = has(question, 'MaxLength');
  const maxWords = has(question, 'MaxWords');
  switch (question.type) {
    case 'RadioGroup':
    case 'Select':
      return inConstraint && invalid
        ? 'other'
        : pick(random, inConstraint ? ['yes', 'no', 'maybe'] : choiceOptions);
    case 'CheckboxGroup':
      return choiceOptions.filter(() => random() < 0.5);
    case 'Checkbox':
      return random() < 0.5;
    case 'Number':
      return min && min.kind === 'MinValue'
        ? invalid
          ? min.min - 1
          : min.min + 3
        : Math.floor(random() * 100);
    case 'Date':
      return invalid && has(question, 'DateAfter')
        ? '2023-05-01'
        : pick(random, ['2023-06-15', '2024-01-01', '2024-09-30']);
    case 'Email':
      return invalid && has(question, 'Email') ? 'ana@' : 'ana@example.org';
    case 'Url':
      return invalid && has(question, 'Url') ? 'not a url' : 'https://example.org/path';
    case 'Text':
    case 'Textarea':
      if (has(question, 'Numeric')) return invalid ? 'forty two' : '42';
      if (invalid && maxLength && maxLength.kind === 'MaxLength') return 'x'.repeat(maxLength.max + 1);
      if (invalid && maxWords && maxWords.kind === 'MaxWords') return 'word '.repeat(maxWords.max + 1).trim();
      return pick(random, ['yes', 'no', 'some words here']);
    default:
      return undefined;
  }
}

/** Answers questions in form order while they are visible, some left empty, until the form settles. */
function filled(spec: FormSpec, seed: number, invalid: boolean): SpecData {
  const random = mulberry32(seed);
  let data: SpecData = {};
  for (const question of allQuestions(spec)) {
    if (question.name === spec.hub || random() < 0.25) continue;
    const { visible } = settle(spec, data);
    if (!visible.has(question.name)) continue;
    const answer = answerFor(question, random, invalid);
    if (answer === undefined || (Array.isArray(answer) && answer.length === 0)) continue;
    data = settle(spec, { ...data, [question.name]: answer }).data;
  }
  return settle(spec, data).data;
}

export const parityCases = (spec: FormSpec): ParityCase[] => [
  { name: 'empty', data: {} },
  { name: 'hub typed', data: { [spec.hub]: 'lorem' } },
  { name: 'hub yes', data: { [spec.hub]: 'yes' } },
  { name: 'filled valid', data: filled(spec, 7, false) },
  { name: 'filled invalid', data: filled(spec, 8, true) },
  { name: 'filled invalid 2', data: filled(spec, 9, true) },
];
