import type { AnswerValue } from '@mobilise/contract';
import { missing } from './rule.ts';

/** Required: always required. */
export const messageKey = 'validation.required';

export const requires = (): boolean => true;

export const evaluate = (value: AnswerValue) => missing(true, value, messageKey);
