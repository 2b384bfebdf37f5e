import type { AnswerValue } from '@mobilise/contract';
import { failure, someAnswerFails } from './rule.ts';

/** Numeric: the answer is a number, or text that reads as one. */
export const messageKey = 'validation.numeric';

const isNumeric = (answer: AnswerValue): boolean =>
  (typeof answer === 'number' && Number.isFinite(answer)) ||
  (typeof answer === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(answer.trim()));

export const evaluate = (value: AnswerValue) =>
  someAnswerFails(value, isNumeric) ? failure(messageKey) : null;
