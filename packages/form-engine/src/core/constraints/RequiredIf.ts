import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import type { AnswerOf } from '../answers.ts';
import { type ConstraintContext, equalsConstraintValue, missing } from './rule.ts';

type RequiredIf = Extract<KnownConstraint, { type: 'RequiredIf' }>;

/** RequiredIf: required when another field currently equals the value, a string or a boolean. */
export const messageKey = 'validation.required';

export const dependsOn = (constraint: RequiredIf) => [constraint.another_field];

export const requires = (constraint: RequiredIf, answerOf: AnswerOf): boolean =>
  equalsConstraintValue(answerOf(constraint.another_field), constraint.value);

export const evaluate = (value: AnswerValue, { constraint, answerOf }: ConstraintContext<RequiredIf>) =>
  missing(requires(constraint, answerOf), value, messageKey);
