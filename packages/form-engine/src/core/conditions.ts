import type { AnswerValue, Condition } from '@mobilise/contract';
import { type AnswerOf, isEmptyAnswer } from './answers.ts';
import { isStoredDate, toStoredDate } from './dates.ts';

const holdsValue = (
  answer: AnswerValue | undefined,
  value: string | number | boolean | undefined,
): boolean => {
  if (value === undefined) return !isEmptyAnswer(answer);
  const answers = Array.isArray(answer) ? answer : [answer];
  return answers.some((item) => item === value || (item !== null && String(item) === String(value)));
};

const dayOf = (answer: AnswerValue | undefined): string | null => {
  const stored = toStoredDate(answer);
  return isStoredDate(stored) ? stored : null;
};

/** Whether one condition holds for the current answers. Stored dates compare as text. */
export function conditionHolds(condition: Condition, answerOf: AnswerOf): boolean {
  switch (condition.kind) {
    case 'hasValue':
      return holdsValue(answerOf(condition.field), condition.value);
    case 'hasNoValue':
      return !holdsValue(answerOf(condition.field), condition.value);
    case 'dateOnOrAfter': {
      const day = dayOf(answerOf(condition.field));
      return day !== null && day >= condition.date;
    }
    case 'emptyOrDateBefore': {
      const answer = answerOf(condition.field);
      if (isEmptyAnswer(answer)) return true;
      const day = dayOf(answer);
      return day !== null && day < condition.date;
    }
    case 'notEmpty':
      return !isEmptyAnswer(answerOf(condition.field));
    case 'anyOf':
      return condition.conditions.some((each) => conditionHolds(each, answerOf));
    case 'all':
      return allConditionsHold(condition.conditions, answerOf);
    case 'not':
      return !conditionHolds(condition.condition, answerOf);
  }
}

/** A field or html block is revealed only if all its conditions hold; none means always. */
export function allConditionsHold(conditions: readonly Condition[] | undefined, answerOf: AnswerOf): boolean {
  return (conditions ?? []).every((condition) => conditionHolds(condition, answerOf));
}

/** The fields whose answers a condition reads. */
export function conditionFields(condition: Condition): string[] {
  switch (condition.kind) {
    case 'anyOf':
    case 'all':
      return condition.conditions.flatMap(conditionFields);
    case 'not':
      return conditionFields(condition.condition);
    default:
      return [condition.field];
  }
}
