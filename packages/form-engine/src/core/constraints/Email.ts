import type { AnswerValue } from '@mobilise/contract';
import { failure, someAnswerFails } from './rule.ts';

/** Email: the answer is an e-mail address. */
export const messageKey = 'validation.email';

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const evaluate = (value: AnswerValue) =>
  someAnswerFails(value, (answer) => typeof answer === 'string' && emailPattern.test(answer))
    ? failure(messageKey)
    : null;
