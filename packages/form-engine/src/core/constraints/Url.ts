import type { AnswerValue } from '@mobilise/contract';
import { failure, someAnswerFails } from './rule.ts';

/** Url: the answer is a web address. */
export const messageKey = 'validation.url';

function isWebAddress(answer: AnswerValue): boolean {
  if (typeof answer !== 'string' || /\s/.test(answer)) return false;
  try {
    const url = new URL(answer);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const evaluate = (value: AnswerValue) =>
  someAnswerFails(value, isWebAddress) ? failure(messageKey) : null;
