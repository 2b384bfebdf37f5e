import {
  allQuestions,
  type FormSpec,
  type SpecCondition,
  type SpecConstraint,
  type SpecData,
  type SpecQuestion,
  type SpecValue,
} from './types.ts';

// The form's meaning in plain code: the app-level evaluator of the RJSF adapter (variant B), and the
// reference the parity data is built with. Engines are compared with each other, not with this.

export const isEmpty = (value: SpecValue | undefined): boolean =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const holds = (answer: SpecValue | undefined, value: string | boolean | undefined): boolean => {
  if (value === undefined) return !isEmpty(answer);
  const answers = Array.isArray(answer) ? answer : [answer];
  return answers.some((item) => item === value || (item !== undefined && String(item) === String(value)));
};

export function conditionHolds(condition: SpecCondition, data: SpecData): boolean {
  const answer = data[condition.field];
  switch (condition.kind) {
    case 'hasValue':
      return holds(answer, condition.value);
    case 'hasNoValue':
      return !holds(answer, condition.value);
    case 'notEmpty':
      return !isEmpty(answer);
    case 'anyOf':
      return condition.values.some((value) => holds(answer, value));
    case 'dateOnOrAfter':
      return typeof answer === 'string' && answer >= condition.date;
    case 'emptyOrBefore':
      return isEmpty(answer) || (typeof answer === 'string' && answer < condition.date);
  }
}

/**
 * The visible questions, with the answers of hidden ones emptied (and what that hides in turn),
 * repeated until nothing changes: the fixed point every engine reaches.
 */
export function settle(spec: FormSpec, data: SpecData): { data: SpecData; visible: Set<string> } {
  const questions = allQuestions(spec);
  const settled = { ...data };
  for (;;) {
    let emptied = false;
    const visible = new Set<string>();
    for (const question of questions) {
      if (!question.visibleIf || conditionHolds(question.visibleIf, settled)) visible.add(question.name);
      else if (question.name in settled) {
        delete settled[question.name];
        emptied = true;
      }
    }
    if (!emptied) return { data: settled, visible };
  }
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const equals = (answer: SpecValue | undefined, value: string) =>
  (typeof answer === 'string' || typeof answer === 'number') && String(answer) === value;

/** Whether a constraint fails on a visible question's answer. */
export function constraintFails(
  constraint: SpecConstraint,
  value: SpecValue | undefined,
  data: SpecData,
): boolean {
  const empty = isEmpty(value);
  switch (constraint.kind) {
    case 'Required':
      return empty;
    case 'RequiredIf':
      return empty && equals(data[constraint.field], constraint.value);
    case 'RequiredUnless':
      return empty && !equals(data[constraint.field], constraint.value);
    case 'RequiredWith':
      return empty && constraint.fields.some((field) => !isEmpty(data[field]));
    case 'RequiredWithoutAll':
      return empty && constraint.fields.every((field) => isEmpty(data[field]));
    case 'Email':
      return !empty && !(typeof value === 'string' && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value));
    case 'Url':
      return !empty && !(typeof value === 'string' && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value));
    case 'In':
      return !empty && !constraint.values.includes(String(value));
    case 'MinValue':
      return typeof value === 'number' && value < constraint.min;
    case 'MaxLength':
      return typeof value === 'string' && [...value].length > constraint.max;
    case 'MaxWords':
      return typeof value === 'string' && wordCount(value) > constraint.max;
    case 'Numeric':
      return !empty && !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(String(value).trim());
    case 'Date':
      return !empty && !(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));
    case 'DateAfter':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= constraint.date;
    case 'Multiple':
      return false;
  }
}

export const questionFails = (question: SpecQuestion, data: SpecData): boolean =>
  question.constraints.some((constraint) => constraintFails(constraint, data[question.name], data));
