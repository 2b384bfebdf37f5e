import type { AnswerValue } from '@mobilise/contract';
import { addressAnswerProblem } from './address-rules.ts';
import type { AnswerOf } from './answers.ts';
import { constraintRequires, evaluateConstraint, type ValidationMessage } from './constraints/index.ts';
import { dueDateModifierRule } from './special-fields.ts';
import type { FieldEntry } from './visibility-graph.ts';

/** A field's required-ness and failed constraints, by scope. */
export interface FieldVerdict {
  requiredLocally: boolean;
  requiredGlobally: boolean;
  local: readonly ValidationMessage[];
  global: readonly ValidationMessage[];
}

export const noVerdict: FieldVerdict = {
  requiredLocally: false,
  requiredGlobally: false,
  local: [],
  global: [],
};

const addOnce = (messages: ValidationMessage[], message: ValidationMessage | null) => {
  if (message && !messages.some((each) => each.key === message.key)) messages.push(message);
};

/**
 * Evaluates a visible field's constraints. Unknown constraints, and global constraints on Asset fields,
 * are skipped here: the visibility graph reports them as template problems.
 */
export function validateField(entry: FieldEntry, value: AnswerValue, answerOf: AnswerOf): FieldVerdict {
  const verdict = { requiredLocally: false, requiredGlobally: false, local: [], global: [] } as {
    requiredLocally: boolean;
    requiredGlobally: boolean;
    local: ValidationMessage[];
    global: ValidationMessage[];
  };
  for (const constraint of entry.input.constraints) {
    if (constraint.type === 'Unknown' || (entry.inAsset && constraint.scope === 'global')) continue;
    const local = constraint.scope === 'local';
    if (constraintRequires(constraint, answerOf)) {
      if (local) verdict.requiredLocally = true;
      else verdict.requiredGlobally = true;
    }
    addOnce(local ? verdict.local : verdict.global, evaluateConstraint(constraint, value, answerOf));
  }
  if (entry.fieldName === dueDateModifierRule.fieldName) {
    addOnce(verdict.local, dueDateModifierRule.evaluate(value, answerOf));
  }
  // an address is saved only once valid, as the server would refuse it.
  if (entry.input.fieldType === 'Address') addOnce(verdict.local, addressAnswerProblem(value));
  return verdict;
}
