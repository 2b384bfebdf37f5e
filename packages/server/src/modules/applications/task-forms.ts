import {
  type AnswerValue,
  type ChoiceOption,
  type FormTemplate,
  type Input,
  type Question,
  type TaskFormName,
  taskFormNames,
  textLimits,
} from '@mobilise/contract';
import {
  allConditionsHold,
  buildVisibilityGraph,
  global,
  isEmptyAnswer,
  isMultiAnswer,
  local,
  normaliseAnswer,
  type QuestionOptions,
  question,
  section,
  type ValidationMessage,
  validateField,
} from '@mobilise/form-engine/core';
import { z } from 'zod';
import { RequestValidationError } from '../../http/errors.ts';
import type { Language } from '../../i18n/languages.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { type FormLabelKey, formLabel } from '../forms/labels.ts';
import { questionsOf } from '../forms/template.ts';
import { languageProficiencies } from '../reference-data/lists/language-proficiencies.ts';
import { isoLanguages } from '../reference-data/lists/languages.ts';

/** The answers of a task instance's form, by field name, as the task_instances.answers column keeps them. */
export type TaskFormAnswers = Record<string, AnswerValue>;

const isTaskFormName = (name: string | null): name is TaskFormName =>
  taskFormNames.includes(name as TaskFormName);

const refereeRelationships = ['PASTOR', 'EMPLOYER', 'COLLEAGUE', 'MENTOR', 'FRIEND', 'OTHER'] as const;
const termPreferences = ['SHORT_TERM', 'FULL_TERM', 'UNSURE'] as const;

/**
 * The templates of the task forms, in the form engine's format. Local constraints are what every save
 * must satisfy (real dates and e-mail addresses, offered values, lengths); the global Required ones are
 * what completing the task needs, so an applicant may save a draft in any order and finish it later.
 */
function taskFormTemplate(name: TaskFormName, language: Language): FormTemplate {
  const text = (key: FormLabelKey) => formLabel(language, key);
  const field = (
    fieldName: string,
    fieldType: Input['fieldType'],
    { required = false, ...extra }: Omit<QuestionOptions, 'label'> & { required?: boolean } = {},
  ) =>
    question(fieldName, fieldType, {
      label: text(`taskForms.${name}.fields.${fieldName}` as FormLabelKey),
      ...extra,
      constraints: [...(required ? [global({ type: 'Required' })] : []), ...(extra.constraints ?? [])],
    });
  const longText = (fieldName: string, required: boolean) =>
    field(fieldName, 'Textarea', {
      required,
      constraints: [local({ type: 'MaxLength', max: textLimits.note })],
    });
  const choice = (
    fieldName: string,
    values: readonly string[],
    label: (value: string) => string,
    fieldType: 'Select' | 'RadioGroup' = 'Select',
  ) => {
    const options: ChoiceOption[] = values.map((value) => ({ value, label: label(value) }));
    return field(fieldName, fieldType, {
      required: true,
      options,
      constraints: [local({ type: 'In', accepted_values: [...values] })],
    });
  };

  if (name === 'application') {
    return {
      title: text('taskForms.application.title'),
      pages: [
        {
          id: 'calling',
          title: text('taskForms.application.pages.calling'),
          sections: [
            section('motivation', text('taskForms.application.sections.motivation'), [
              longText('motivation', true),
              longText('experience', true),
              longText('skills', false),
            ]),
          ],
        },
        {
          id: 'availability',
          title: text('taskForms.application.pages.availability'),
          sections: [
            section('availability', text('taskForms.application.sections.availability'), [
              field('availableFrom', 'Date', { required: true, constraints: [local({ type: 'Date' })] }),
              choice(
                'termPreference',
                termPreferences,
                (value) => text(`taskForms.application.termPreference.${value}` as FormLabelKey),
                'RadioGroup',
              ),
              field('languages', 'LanguagePicker', {
                required: true,
                hasMultipleAnswers: true,
                helpText: text('taskForms.application.help.languages'),
              }),
            ]),
            section('support', text('taskForms.application.sections.support'), [
              field('hasSupportNeeds', 'Checkbox'),
              field('supportNeeds', 'Textarea', {
                conditions: [{ kind: 'hasValue', field: 'hasSupportNeeds', value: true }],
                constraints: [
                  global({ type: 'Required' }),
                  local({ type: 'MaxLength', max: textLimits.note }),
                ],
              }),
            ]),
          ],
        },
      ],
    };
  }

  const referee = (n: 1 | 2) =>
    section(`referee${n}`, text(`taskForms.references.sections.referee${n}`), [
      field(`referee${n}Name`, 'Text', {
        required: true,
        constraints: [local({ type: 'MaxLength', max: textLimits.name })],
      }),
      choice(`referee${n}Relationship`, refereeRelationships, (value) =>
        text(`taskForms.references.relationship.${value}` as FormLabelKey),
      ),
      field(`referee${n}Email`, 'Email', {
        required: true,
        constraints: [local({ type: 'Email' }), local({ type: 'MaxLength', max: textLimits.email })],
      }),
    ]);
  return {
    title: text('taskForms.references.title'),
    pages: [
      {
        id: 'referees',
        sections: [referee(1), referee(2)],
      },
    ],
  };
}

/** The template a task instance's form_name names, or undefined when the server has no such form. */
export function taskFormOf(formName: string | null, language: Language): FormTemplate | undefined {
  return isTaskFormName(formName) ? taskFormTemplate(formName, language) : undefined;
}

const languageCodes = new Set(isoLanguages('en').map((each) => each.code));
const proficiencyCodes: ReadonlySet<string> = new Set(languageProficiencies.map((each) => each.code));

/** A spoken language as the LanguagePicker answers it: a code of the languages list and a level. */
const languageSkillSchema = z.strictObject({
  language: z.string().refine((code) => languageCodes.has(code), { error: 'is not a known language' }),
  proficiency: z
    .string()
    .refine((code) => proficiencyCodes.has(code), { error: 'is not a known proficiency' }),
});

/**
 * What one answer of a field may hold, by its field type (the constraints then judge the value): text
 * for text, date and choice fields, true or false for a checkbox, the languages for the picker; any may
 * be cleared with null.
 */
function answerSchemaOf(input: Input): z.ZodType {
  if (input.fieldType === 'LanguagePicker') {
    return z.array(languageSkillSchema).max(50).nullable();
  }
  const one = input.fieldType === 'Checkbox' ? z.boolean() : z.string().max(textLimits.note);
  return isMultiAnswer(input) ? z.array(one).max(50).nullable() : one.nullable();
}

/**
 * Checks a save's answers: a field the form does not have, or a value of the wrong shape, is a 422
 * naming `answers.<field>`, all at once. Answers what to store: the stored answers with the sent ones
 * over them, a cleared one dropped.
 */
export function mergeTaskFormAnswers(
  template: FormTemplate,
  stored: TaskFormAnswers,
  submitted: Record<string, AnswerValue>,
): TaskFormAnswers {
  const inputs = new Map(questionsOf(template).map((each: Question) => [each.input.fieldName, each.input]));
  const issues: z.core.$ZodIssue[] = [];
  const merged: TaskFormAnswers = { ...stored };
  for (const [fieldName, value] of Object.entries(submitted)) {
    const input = inputs.get(fieldName);
    if (!input) {
      issues.push(customIssue(['answers', fieldName], 'field_not_in_form'));
      continue;
    }
    const result = answerSchemaOf(input).safeParse(value);
    if (!result.success) {
      issues.push(...result.error.issues.map((issue) => ({ ...issue, path: ['answers', fieldName] })));
      continue;
    }
    const answer = normaliseAnswer(result.data as AnswerValue, isMultiAnswer(input));
    if (isEmptyAnswer(answer)) {
      delete merged[fieldName];
    } else {
      merged[fieldName] = answer;
    }
  }
  if (issues.length > 0) {
    throw RequestValidationError.fromZodIssues(issues, 'body');
  }
  return merged;
}

/**
 * What keeps the form from being complete: each shown field whose answer breaks one of its constraints,
 * global ones included (a required field left empty), judged as the browser judges a submit.
 */
export function incompleteTaskFormFields(
  template: FormTemplate,
  answers: TaskFormAnswers,
): Map<string, readonly ValidationMessage[]> {
  const graph = buildVisibilityGraph(template);
  const normalised = new Map(
    [...graph.fields].map(([fieldName, entry]) => [
      fieldName,
      normaliseAnswer(answers[fieldName], entry.multi),
    ]),
  );
  const answerOf = (fieldName: string) => normalised.get(fieldName);
  const errors = new Map<string, readonly ValidationMessage[]>();
  for (const [fieldName, entry] of graph.fields) {
    if (entry.inHiddenSection || !allConditionsHold(entry.input.conditions, answerOf)) {
      continue;
    }
    const verdict = validateField(entry, normalised.get(fieldName) ?? null, answerOf);
    const messages = [...verdict.local, ...verdict.global];
    if (messages.length > 0) {
      errors.set(fieldName, messages);
    }
  }
  return errors;
}

/** The fields whose answer differs between two sets of answers, with each side's (null: none). */
export function changedAnswers(
  before: TaskFormAnswers,
  after: TaskFormAnswers,
): { before: TaskFormAnswers; after: TaskFormAnswers } {
  const changed = { before: {} as TaskFormAnswers, after: {} as TaskFormAnswers };
  for (const fieldName of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[fieldName] ?? null;
    const is = after[fieldName] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      changed.before[fieldName] = was;
      changed.after[fieldName] = is;
    }
  }
  return changed;
}

/** The template with every input read-only, for a reader who may not save the form now. */
export function readOnlyTemplate(template: FormTemplate): FormTemplate {
  return {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      sections: page.sections.map((each) => ({
        ...each,
        nodes: each.nodes.map((node) =>
          node.type === 'SingleQuestion'
            ? { ...node, question: { ...node.question, input: { ...node.question.input, readOnly: true } } }
            : node,
        ),
      })),
    })),
  };
}
