import type {
  Condition,
  Constraint,
  FieldType,
  FormNode,
  FormSection,
  FormTemplate,
  Input,
  KnownConstraint,
  Question,
} from '@mobilise/contract';

// The one set of template builders: the server builds the templates it serves with them, and tests and
// stories build theirs. A question is its fieldName, type and what differs.

/** Everything of a question but its fieldName and type, each optional; `label` also labels the question. */
export type QuestionOptions = Partial<Omit<Input, 'fieldName' | 'fieldType'>> & {
  answers?: Question['answers'];
};

/**
 * A question labelled with its fieldName unless told otherwise, without constraints or answers, single
 * answer. `readOnly: false` is left out, so only a read-only field carries the flag.
 */
export function question(
  fieldName: string,
  fieldType: FieldType = 'Text',
  options: QuestionOptions = {},
): Question {
  const { answers = [], readOnly, ...input } = options;
  return {
    label: input.label ?? fieldName,
    input: {
      name: fieldName,
      fieldName,
      fieldType,
      constraints: [],
      hasMultipleAnswers: false,
      ...input,
      ...(readOnly && { readOnly }),
    },
    answers,
  };
}

type WithoutScope<C> = C extends KnownConstraint ? Omit<C, 'scope'> : never;

/** A constraint that always applies: the server refuses a save that breaks it. */
export const local = (constraint: WithoutScope<KnownConstraint>): Constraint =>
  ({ ...constraint, scope: 'local' }) as Constraint;
/** A constraint that applies only while global validation is shown: a draft may break it. */
export const global = (constraint: WithoutScope<KnownConstraint>): Constraint =>
  ({ ...constraint, scope: 'global' }) as Constraint;

export const single = (fieldQuestion: Question): FormNode => ({
  type: 'SingleQuestion',
  question: fieldQuestion,
});

export const htmlBlock = (html: string, conditions: Condition[]): FormNode => ({
  type: 'HtmlBlock',
  html,
  conditions,
});

/** A shown section of the given nodes; questions become SingleQuestion nodes. */
export function section(
  id: FormSection['id'],
  title: FormSection['title'],
  nodes: readonly (FormNode | Question)[],
): FormSection {
  return { id, title, hidden: false, nodes: nodes.map((node) => ('input' in node ? single(node) : node)) };
}

/** A form with one untitled section per page, each holding the given nodes. */
export function form(...pages: (FormNode | Question)[][]): FormTemplate {
  return {
    title: 'Test form',
    pages: pages.map((nodes, pageIndex) => ({
      id: pageIndex + 1,
      sections: [section(pageIndex + 1, null, nodes)],
    })),
  };
}
