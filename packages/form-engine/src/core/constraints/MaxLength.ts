import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type ConstraintContext, failure } from './rule.ts';

type MaxLength = Extract<KnownConstraint, { type: 'MaxLength' }>;

/** MaxLength: a text has at most max characters. */
export const messageKey = 'validation.max.string';

export const evaluate = (value: AnswerValue, { constraint }: ConstraintContext<MaxLength>) =>
  typeof value === 'string' && [...value].length > constraint.max
    ? failure(messageKey, { max: constraint.max })
    : null;
