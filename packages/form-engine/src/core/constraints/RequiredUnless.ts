import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import type { AnswerOf } from '../answers.ts';
import { type ConstraintContext, equalsConstraintValue, missing } from './rule.ts';

type RequiredUnless = Extract<KnownConstraint, { type: 'RequiredUnless' }>;

/** RequiredUnless: required when another field differs from the value. */
export const messageKey = 'validation.required';

export const dependsOn = (constraint: RequiredUnless) => [constraint.another_field];

export const requires = (constraint: RequiredUnless, answerOf: AnswerOf): boolean =>
  !equalsConstraintValue(answerOf(constraint.another_field), constraint.value);

export const evaluate = (value: AnswerValue, { constraint, answerOf }: ConstraintContext<RequiredUnless>) =>
  missing(requires(constraint, answerOf), value, messageKey);
