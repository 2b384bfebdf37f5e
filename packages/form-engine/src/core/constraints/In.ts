import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type ConstraintContext, failure, someAnswerFails } from './rule.ts';

type In = Extract<KnownConstraint, { type: 'In' }>;

/** In: every answer is one of accepted_values. */
export const messageKey = 'validation.in';

export function evaluate(value: AnswerValue, { constraint }: ConstraintContext<In>) {
  const accepted = new Set(constraint.accepted_values.map(String));
  return someAnswerFails(value, (answer) => accepted.has(String(answer))) ? failure(messageKey) : null;
}
