import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type AnswerOf, isEmptyAnswer } from '../answers.ts';
import { type ConstraintContext, missing } from './rule.ts';

type RequiredWith = Extract<KnownConstraint, { type: 'RequiredWith' }>;

/** RequiredWith: required when any listed field is not empty. */
export const messageKey = 'validation.required';

export const dependsOn = (constraint: RequiredWith) => constraint.other_fields;

export const requires = (constraint: RequiredWith, answerOf: AnswerOf): boolean =>
  constraint.other_fields.some((field) => !isEmptyAnswer(answerOf(field)));

export const evaluate = (value: AnswerValue, { constraint, answerOf }: ConstraintContext<RequiredWith>) =>
  missing(requires(constraint, answerOf), value, messageKey);
