import type {
  AnswerValue,
  Constraint,
  ConstraintType,
  KnownConstraint,
  UnknownConstraint,
} from '@mobilise/contract';
import type { AnswerOf } from '../answers.ts';
import * as DateConstraint from './Date.ts';
import * as DateAfter from './DateAfter.ts';
import * as Email from './Email.ts';
import * as In from './In.ts';
import * as ignored from './ignored.ts';
import * as MaxLength from './MaxLength.ts';
import * as MaxWords from './MaxWords.ts';
import * as MinValue from './MinValue.ts';
import * as Multiple from './Multiple.ts';
import * as Numeric from './Numeric.ts';
import * as Required from './Required.ts';
import * as RequiredIf from './RequiredIf.ts';
import * as RequiredIfContains from './RequiredIfContains.ts';
import * as RequiredUnless from './RequiredUnless.ts';
import * as RequiredWith from './RequiredWith.ts';
import * as RequiredWithoutAll from './RequiredWithoutAll.ts';
import type { ConstraintRule, ValidationMessage } from './rule.ts';
import * as Url from './Url.ts';

export type { ValidationMessage } from './rule.ts';

/** Every constraint kind the validator knows, by type. */
const rules: { [Type in ConstraintType]: ConstraintRule<Extract<KnownConstraint, { type: Type }>> } = {
  Required,
  RequiredIf,
  RequiredIfContains,
  RequiredWith,
  RequiredUnless,
  RequiredWithoutAll,
  Multiple,
  Date: DateConstraint,
  Email,
  In,
  MinValue,
  MaxLength,
  Url,
  MaxWords,
  Numeric,
  DateAfter,
  Unique: ignored,
  File: ignored,
  Image: ignored,
  MaxFileSize: ignored,
  Uuid: ignored,
  Nullable: ignored,
};

/** A constraint type the validator does not handle; the form answers it with the generic error modal. */
export class UnknownConstraintError extends Error {
  readonly constraintType: string;

  constructor(constraint: UnknownConstraint) {
    super(`Unhandled validation constraint "${constraint.unknownType}"`);
    this.name = 'UnknownConstraintError';
    this.constraintType = constraint.unknownType;
  }
}

const ruleOf = <C extends KnownConstraint>(constraint: C) => rules[constraint.type] as ConstraintRule<C>;

/** Evaluates one constraint on a field's answer: null when it passes. Throws `UnknownConstraintError`. */
export function evaluateConstraint(
  constraint: Constraint,
  value: AnswerValue,
  answerOf: AnswerOf,
): ValidationMessage | null {
  if (constraint.type === 'Unknown') throw new UnknownConstraintError(constraint);
  return ruleOf(constraint).evaluate(value, { constraint, answerOf });
}

/** Whether a constraint makes its field required now (drives the "*" marker). */
export function constraintRequires(constraint: Constraint, answerOf: AnswerOf): boolean {
  return constraint.type !== 'Unknown' && (ruleOf(constraint).requires?.(constraint, answerOf) ?? false);
}

/** The other fields a constraint reads, so that a change there re-validates this field. */
export function constraintDependencies(constraint: Constraint): readonly string[] {
  return constraint.type === 'Unknown' ? [] : (ruleOf(constraint).dependsOn?.(constraint) ?? []);
}
