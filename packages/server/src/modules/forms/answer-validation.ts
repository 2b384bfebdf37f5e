import type { AnswerValue, FormTemplate } from '@mobilise/contract';
import {
  allConditionsHold,
  buildVisibilityGraph,
  normaliseAnswer,
  translate,
  type ValidationMessage,
  validateField,
} from '@mobilise/form-engine/core';
import { RequestValidationError } from '../../http/errors.ts';
import type { Language } from '../../i18n/languages.ts';

/**
 * The local errors form-engine/core finds in a save, judged as the browser judges a field
 * before it autosaves one: only the submitted fields of the template, only while visible, the other
 * answers as stored (a date after another field, a condition on another field). Global constraints are
 * not the server's to enforce on a save: a draft may leave a globally required field empty.
 */
export function localAnswerErrors(
  template: FormTemplate,
  stored: Readonly<Record<string, AnswerValue | undefined>>,
  submitted: Readonly<Record<string, AnswerValue>>,
): Map<string, readonly ValidationMessage[]> {
  const graph = buildVisibilityGraph(template);
  const answers = new Map<string, AnswerValue>();
  for (const [fieldName, entry] of graph.fields) {
    const answer = Object.hasOwn(submitted, fieldName) ? submitted[fieldName] : stored[fieldName];
    answers.set(fieldName, normaliseAnswer(answer, entry.multi));
  }
  const answerOf = (fieldName: string) => answers.get(fieldName);
  const errors = new Map<string, readonly ValidationMessage[]>();
  for (const fieldName of Object.keys(submitted)) {
    const entry = graph.fields.get(fieldName);
    if (!entry || entry.inHiddenSection || !allConditionsHold(entry.input.conditions, answerOf)) {
      continue;
    }
    const { local } = validateField(entry, answers.get(fieldName) ?? null, answerOf);
    if (local.length > 0) {
      errors.set(fieldName, local);
    }
  }
  return errors;
}

/** A 422 naming each failed field as `answers.<field>`, with core's messages in the reader's language. */
export function answerErrorsResponse(
  language: Language,
  errors: ReadonlyMap<string, readonly ValidationMessage[]>,
): RequestValidationError {
  return new RequestValidationError(
    Object.fromEntries(
      [...errors].map(([fieldName, messages]) => [
        `answers.${fieldName}`,
        messages.map((message) => translate(language, message)),
      ]),
    ),
  );
}

/** Refuses a save whose answers break a local constraint of the form (nothing is written). */
export function assertNoLocalErrors(
  language: Language,
  template: FormTemplate,
  stored: Readonly<Record<string, AnswerValue | undefined>>,
  submitted: Readonly<Record<string, AnswerValue>>,
) {
  const errors = localAnswerErrors(template, stored, submitted);
  if (errors.size > 0) {
    throw answerErrorsResponse(language, errors);
  }
}
