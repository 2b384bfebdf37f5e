import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type AnswerOf, isEmptyAnswer } from '../answers.ts';
import { type ConstraintContext, missing } from './rule.ts';

type RequiredWithoutAll = Extract<KnownConstraint, { type: 'RequiredWithoutAll' }>;

/** RequiredWithoutAll: required when all listed fields are empty; "One of these fields are required." */
export const messageKey = 'validation.required_without_all';

export const dependsOn = (constraint: RequiredWithoutAll) => constraint.other_fields;

export const requires = (constraint: RequiredWithoutAll, answerOf: AnswerOf): boolean =>
  constraint.other_fields.every((field) => isEmptyAnswer(answerOf(field)));

export const evaluate = (
  value: AnswerValue,
  { constraint, answerOf }: ConstraintContext<RequiredWithoutAll>,
) => missing(requires(constraint, answerOf), value, messageKey);
