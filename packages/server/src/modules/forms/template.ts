import type { AnswerValue, FormTemplate, Question } from '@mobilise/contract';
import { isMultiAnswer } from '@mobilise/form-engine/core';

// Reading and filling the templates the server serves; they are built with the form engine's builders.

/** The questions of a template, in order (the profile forms hold single questions only). */
export function questionsOf(template: FormTemplate): Question[] {
  return template.pages.flatMap((page) =>
    page.sections.flatMap((each) =>
      each.nodes.flatMap((node) => (node.type === 'SingleQuestion' ? [node.question] : [])),
    ),
  );
}

/**
 * The template with each question's stored answers: a list field's answers are its list,
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
