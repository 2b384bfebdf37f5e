import type {
  Condition,
  Constraint,
  FieldType,
  FormNode,
  FormTemplate,
  Input,
  KnownConstraint,
  Question,
} from '@mobilise/contract';

// Small builders for templates in tests and stories: a question is its fieldName, type and what differs.

type QuestionOptions = Partial<Omit<Input, 'fieldName' | 'fieldType'>> & { answers?: Question['answers'] };

export function question(
  fieldName: string,
  fieldType: FieldType = 'Text',
  options: QuestionOptions = {},
): Question {
  const { answers = [], ...input } = options;
  return {
    label: input.label ?? fieldName,
    input: { name: fieldName, fieldName, fieldType, constraints: [], hasMultipleAnswers: false, ...input },
    answers,
  };
}

type WithoutScope<C> = C extends KnownConstraint ? Omit<C, 'scope'> : never;

export const local = (constraint: WithoutScope<KnownConstraint>): Constraint =>
  ({ ...constraint, scope: 'local' }) as Constraint;
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

/** A form with one section per page, each holding the given nodes (questions become SingleQuestion nodes). */
export function form(...pages: (FormNode | Question)[][]): FormTemplate {
  return {
    title: 'Test form',
    pages: pages.map((nodes, pageIndex) => ({
      id: pageIndex + 1,
      sections: [
        {
          id: pageIndex + 1,
          title: null,
          hidden: false,
          nodes: nodes.map((node) => ('input' in node ? single(node) : node)),
        },
      ],
    })),
  };
}
