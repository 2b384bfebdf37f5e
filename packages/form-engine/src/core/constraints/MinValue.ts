import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type ConstraintContext, failure } from './rule.ts';

type MinValue = Extract<KnownConstraint, { type: 'MinValue' }>;

/** MinValue: a number is not below min. A non-number is left to the Numeric constraint. */
export const messageKey = 'validation.min.numeric';

export function evaluate(value: AnswerValue, { constraint }: ConstraintContext<MinValue>) {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && number < constraint.min
    ? failure(messageKey, { min: constraint.min })
    : null;
}
