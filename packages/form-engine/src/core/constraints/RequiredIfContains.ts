import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import type { AnswerOf } from '../answers.ts';
import { type ConstraintContext, missing } from './rule.ts';

type RequiredIfContains = Extract<KnownConstraint, { type: 'RequiredIfContains' }>;

/**
 * RequiredIfContains: required when another, multi-answer field holds the value among its answers.
 * It applies only to multi-answer fields: a single answer never "contains".
 */
export const messageKey = 'validation.required';

export const dependsOn = (constraint: RequiredIfContains) => [constraint.another_field];

export function requires(constraint: RequiredIfContains, answerOf: AnswerOf): boolean {
  const answers = answerOf(constraint.another_field);
  return Array.isArray(answers) && answers.some((answer) => String(answer) === constraint.value);
}

export const evaluate = (
  value: AnswerValue,
  { constraint, answerOf }: ConstraintContext<RequiredIfContains>,
) => missing(requires(constraint, answerOf), value, messageKey);
