import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { isStoredDate, toStoredDate } from '../dates.ts';
import { type ConstraintContext, failure } from './rule.ts';

type DateAfter = Extract<KnownConstraint, { type: 'DateAfter' }>;

/**
 * DateAfter: the date is after another field's date or a given date. Without a valid
 * reference or a valid date there is nothing to compare; the Date constraint judges validity.
 */
export const messageKey = 'validation.after';

export const dependsOn = (constraint: DateAfter) =>
  constraint.another_field ? [constraint.another_field] : [];

export function evaluate(value: AnswerValue, { constraint, answerOf }: ConstraintContext<DateAfter>) {
  const reference = toStoredDate(
    constraint.another_field ? answerOf(constraint.another_field) : constraint.date,
  );
  const day = toStoredDate(value);
  if (!isStoredDate(reference) || !isStoredDate(day)) return null;
  return day > reference ? null : failure(messageKey, { date: reference });
}
