import type {
  AnswerValue,
  ChoiceOption,
  Condition,
  Constraint,
  CustomLookup,
  FieldType,
  FormSection,
  FormTemplate,
  KnownConstraint,
  Question,
} from '@mobilise/contract';
import { isMultiAnswer } from '@mobilise/form-engine/core';

// Builders of the server's form templates: a question is its fieldName, type, label and what differs.

type WithoutScope<C> = C extends KnownConstraint ? Omit<C, 'scope'> : never;

/** A constraint that always applies (spec 02 §5): the server refuses a save that breaks it. */
export const local = (constraint: WithoutScope<KnownConstraint>): Constraint =>
  ({ ...constraint, scope: 'local' }) as Constraint;
/** A constraint that applies only while global validation is shown: a draft may break it. */
export const global = (constraint: WithoutScope<KnownConstraint>): Constraint =>
  ({ ...constraint, scope: 'global' }) as Constraint;

export interface FieldSpec {
  fieldName: string;
  fieldType: FieldType;
  label: string;
  constraints?: Constraint[];
  hasMultipleAnswers?: boolean;
  options?: ChoiceOption[];
  /** Only for CustomLookup fields. */
  lookup?: CustomLookup;
  conditions?: Condition[];
  helpText?: string;
  readOnly?: boolean;
}

/** A question without answers. */
export function question({
  label,
  readOnly,
  hasMultipleAnswers = false,
  constraints = [],
  ...input
}: FieldSpec) {
  return {
    label,
    input: {
      name: input.fieldName,
      label,
      constraints,
      hasMultipleAnswers,
      ...input,
      ...(readOnly && { readOnly }),
    },
    answers: [],
  } satisfies Question;
}

/** A section of single questions. */
export function section(id: string, title: string, questions: Question[]): FormSection {
  return {
    id,
    title,
    hidden: false,
    nodes: questions.map((each) => ({ type: 'SingleQuestion', question: each })),
  };
}

/** The questions of a template, in order (the profile forms hold single questions only). */
export function questionsOf(template: FormTemplate): Question[] {
  return template.pages.flatMap((page) =>
    page.sections.flatMap((each) =>
      each.nodes.flatMap((node) => (node.type === 'SingleQuestion' ? [node.question] : [])),
    ),
  );
}

/**
 * The template with each question's stored answers (spec 02 §3): a list field's answers are its list,
 * a single-answer field's its one answer, none when empty.
 */
export function withAnswers(
  template: FormTemplate,
  answerOf: (fieldName: string) => AnswerValue | undefined,
): FormTemplate {
  const answered = (each: Question): Question => {
    const answer = answerOf(each.input.fieldName) ?? null;
    const answers = isMultiAnswer(each.input) ? (Array.isArray(answer) ? answer : [answer]) : [answer];
    return { ...each, answers: answers.filter((value) => value !== null) };
  };
  return {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      sections: page.sections.map((each) => ({
        ...each,
        nodes: each.nodes.map((node) =>
          node.type === 'SingleQuestion' ? { ...node, question: answered(node.question) } : node,
        ),
      })),
    })),
  };
}

/** The fieldNames the viewer may not change: the server ignores their answers. */
export function readOnlyFieldsOf(template: FormTemplate): Set<string> {
  return new Set(
    questionsOf(template)
      .filter((each) => each.input.readOnly)
      .map((each) => each.input.fieldName),
  );
}
