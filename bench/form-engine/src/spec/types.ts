// The neutral form spec every adapter maps from: no engine's vocabulary, just what the form means.

export const questionTypes = [
  'Text',
  'Textarea',
  'Number',
  'RadioGroup',
  'Select',
  'CheckboxGroup',
  'Checkbox',
  'Date',
  'Email',
  'Url',
  'Phone',
  'Hidden',
] as const;
export type QuestionType = (typeof questionTypes)[number];

export const choiceTypes: readonly QuestionType[] = ['RadioGroup', 'Select', 'CheckboxGroup'];

/** One visibility rule; a question without one is always shown. */
export type SpecCondition =
  /** With a value: the field holds it (a list holds it among its answers). Without: not empty. */
  | { kind: 'hasValue'; field: string; value?: string | boolean }
  | { kind: 'hasNoValue'; field: string; value?: string | boolean }
  | { kind: 'notEmpty'; field: string }
  /** The field holds any of the values. */
  | { kind: 'anyOf'; field: string; values: string[] }
  | { kind: 'dateOnOrAfter'; field: string; date: string }
  | { kind: 'emptyOrBefore'; field: string; date: string };
export type ConditionKind = SpecCondition['kind'];

export type SpecConstraint =
  | { kind: 'Required' }
  | { kind: 'RequiredIf'; field: string; value: string }
  | { kind: 'RequiredWith'; fields: string[] }
  | { kind: 'RequiredUnless'; field: string; value: string }
  | { kind: 'RequiredWithoutAll'; fields: string[] }
  | { kind: 'Email' }
  | { kind: 'Url' }
  | { kind: 'In'; values: string[] }
  | { kind: 'MinValue'; min: number }
  | { kind: 'MaxLength'; max: number }
  | { kind: 'MaxWords'; max: number }
  | { kind: 'Numeric' }
  | { kind: 'Date' }
  | { kind: 'DateAfter'; date: string }
  | { kind: 'Multiple' };
export type ConstraintKind = SpecConstraint['kind'];

export interface SpecQuestion {
  name: string;
  type: QuestionType;
  label: string;
  options?: string[];
  visibleIf?: SpecCondition;
  constraints: SpecConstraint[];
}

/** A grid of text cells with a header row: no conditions or constraints read or touch it. */
export interface SpecMatrix {
  name: string;
  headers: string[];
  rows: string[];
  columns: string[];
}

export type SpecNode =
  | { node: 'question'; question: SpecQuestion }
  | { node: 'html'; name: string; html: string }
  | { node: 'matrix'; matrix: SpecMatrix };

export interface SpecPage {
  name: string;
  nodes: SpecNode[];
}

export interface FormSpec {
  seed: number;
  pages: SpecPage[];
  /** Page 1's text field that 20 conditions read. */
  hub: string;
  /** Page 1's text field that nothing reads. */
  leaf: string;
}

/** A field's answer in the neutral data: absent means empty. */
export type SpecValue = string | number | boolean | string[];
export type SpecData = Record<string, SpecValue>;

export const questionsOf = (page: SpecPage): SpecQuestion[] =>
  page.nodes.flatMap((node) => (node.node === 'question' ? [node.question] : []));

export const allQuestions = (spec: FormSpec): SpecQuestion[] => spec.pages.flatMap(questionsOf);

/** The fields a condition or constraint reads. */
export const conditionField = (condition: SpecCondition): string => condition.field;

export function constraintFields(constraint: SpecConstraint): string[] {
  switch (constraint.kind) {
    case 'RequiredIf':
    case 'RequiredUnless':
      return [constraint.field];
    case 'RequiredWith':
    case 'RequiredWithoutAll':
      return constraint.fields;
    default:
      return [];
  }
}
