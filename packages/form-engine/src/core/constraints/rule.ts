import type { AnswerValue, KnownConstraint } from '@mobilise/contract';
import { type AnswerOf, isEmptyAnswer } from '../answers.ts';
import type { MessageKey } from '../messages.ts';

/** A failed constraint: the message key and the values its text interpolates. */
export interface ValidationMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface ConstraintContext<C extends KnownConstraint> {
  constraint: C;
  answerOf: AnswerOf;
}

/** What every constraint kind's file exports. */
export interface ConstraintRule<C extends KnownConstraint> {
  /** Evaluates the field's answer: null when it passes. */
  evaluate(value: AnswerValue, context: ConstraintContext<C>): ValidationMessage | null;
  /** The other fields whose answers the constraint reads. */
  dependsOn?(constraint: C): readonly string[];
  /** For the required-ness kinds: whether the field is required now. */
  requires?(constraint: C, answerOf: AnswerOf): boolean;
}

export const failure = (key: MessageKey, params?: ValidationMessage['params']): ValidationMessage =>
  params ? { key, params } : { key };

/** The failure of a required-ness kind: the field is required and empty. */
export const missing = (
  required: boolean,
  value: AnswerValue,
  key: MessageKey = 'validation.required',
): ValidationMessage | null => (required && isEmptyAnswer(value) ? failure(key) : null);

/** Whether an answer equals a constraint's value, which may be a string or a boolean. */
export function equalsConstraintValue(answer: AnswerValue | undefined, value: string | boolean): boolean {
  if (typeof value === 'boolean') return (answer === true || answer === 'true' || answer === 1) === value;
  return (typeof answer === 'string' || typeof answer === 'number') && String(answer) === value;
}

/**
 * Whether some given answer fails a check. Empty answers never fail a value check (the required-ness
 * kinds judge emptiness), and every entry of a multi-answer list is checked.
 */
export function someAnswerFails(value: AnswerValue, passes: (answer: AnswerValue) => boolean): boolean {
  const answers = Array.isArray(value) ? value : [value];
  return answers.some((answer) => !isEmptyAnswer(answer) && !passes(answer));
}
