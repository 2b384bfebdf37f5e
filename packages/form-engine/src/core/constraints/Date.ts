import type { AnswerValue } from '@mobilise/contract';
import { isStoredDate, toStoredDate } from '../dates.ts';
import { failure, someAnswerFails } from './rule.ts';

/** Date: the answer is a real day, written with dashes. */
export const messageKey = 'validation.date';

export const evaluate = (value: AnswerValue) =>
  someAnswerFails(value, (answer) => isStoredDate(toStoredDate(answer))) ? failure(messageKey) : null;
