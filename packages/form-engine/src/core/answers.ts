import type { AnswerValue, FieldType, Input, Question } from '@mobilise/contract';
import { toStoredDate } from './dates.ts';

/** Looks up the current answer of a field by its fieldName. */
export type AnswerOf = (fieldName: string) => AnswerValue | undefined;

/** Field types whose answer already is a structure, so the Multiple constraint does not apply. */
const fieldTypesIgnoringMultiple: ReadonlySet<FieldType> = new Set([
  'Phone',
  'CurrentPhoneNumber',
  'PositionAssignments',
]);

/** Whether a field holds a list of answers: it allows several, through the flag or a Multiple constraint. */
export function isMultiAnswer(
  input: Pick<Input, 'fieldType' | 'hasMultipleAnswers' | 'constraints'>,
): boolean {
  if (fieldTypesIgnoringMultiple.has(input.fieldType)) return false;
  return input.hasMultipleAnswers || input.constraints.some((constraint) => constraint.type === 'Multiple');
}

/** Whether an answer counts as empty: nothing, an empty string, or an empty list. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The answer as the form holds it: a single-answer field turns an empty string or undefined
 * into null; a multi-answer field holds a list without empty entries.
 */
export function normaliseAnswer(value: AnswerValue | undefined, multi: boolean): AnswerValue {
  if (multi) {
    const list = Array.isArray(value) ? value : [value];
    return list.filter((answer) => !isEmptyAnswer(answer)) as AnswerValue[];
  }
  return value === undefined || value === '' ? null : value;
}

/** The empty answer of a field: an empty list or null. */
export const emptyAnswer = (multi: boolean): AnswerValue => (multi ? [] : null);

/** The answer a question starts with, from the answers stored with it. */
export function storedAnswer(question: Question): AnswerValue {
  const multi = isMultiAnswer(question.input);
  return normaliseAnswer(multi ? question.answers : question.answers[0], multi);
}

/** The answer as it is sent: dates converted to 'YYYY-MM-DD'. */
export function toSentAnswer(value: AnswerValue, fieldType: FieldType): AnswerValue {
  if (fieldType !== 'Date') return value;
  return Array.isArray(value) ? value.map((item) => toStoredDate(item)) : toStoredDate(value);
}
