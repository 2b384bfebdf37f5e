import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type ConstraintContext, failure } from './rule.ts';

type MaxWords = Extract<KnownConstraint, { type: 'MaxWords' }>;

/** MaxWords: a text has at most max_words words, counted by whitespace. */
export const messageKey = 'validation.max_words';

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export const evaluate = (value: AnswerValue, { constraint }: ConstraintContext<MaxWords>) =>
  typeof value === 'string' && wordCount(value) > constraint.max_words
    ? failure(messageKey, { max: constraint.max_words })
    : null;
