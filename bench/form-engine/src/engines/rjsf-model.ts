import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { constraintFails, settle } from '../spec/evaluate.ts';
import { firstPages } from '../spec/generate.ts';
import {
  allQuestions,
  type FormSpec,
  type SpecData,
  type SpecNode,
  type SpecPage,
  type SpecQuestion,
} from '../spec/types.ts';
import type { EngineSnapshot } from './snapshot.ts';
import { timeHubChanges } from './time-hub.ts';

// The neutral spec for react-jsonschema-form, variant B (its best case, plan D.3): one Form per page,
// visibility evaluated by the app (settle) into a fresh uiSchema with `ui:widget: 'hidden'`, value rules
// as JSON Schema keywords and the cross-field ones in customValidate.

export { validator };

/** The rules JSON Schema cannot say; the rest are schema keywords. */
const customKinds = new Set([
  'RequiredIf',
  'RequiredUnless',
  'RequiredWith',
  'RequiredWithoutAll',
  'In',
  'MaxWords',
  'DateAfter',
]);

const has = (question: SpecQuestion, kind: string) => question.constraints.some((each) => each.kind === kind);

function questionSchema(question: SpecQuestion): RJSFSchema {
  const title = question.label;
  const stringWith = (extra: RJSFSchema): RJSFSchema => ({ type: 'string', title, ...extra });
  const maxLength = question.constraints.find((each) => each.kind === 'MaxLength');
  const min = question.constraints.find((each) => each.kind === 'MinValue');
  switch (question.type) {
    case 'Number':
      return { type: 'number', title, ...(min?.kind === 'MinValue' ? { minimum: min.min } : {}) };
    case 'RadioGroup':
    case 'Select':
      return stringWith({ enum: question.options ?? [] });
    case 'CheckboxGroup':
      return {
        type: 'array',
        title,
        items: { type: 'string', enum: question.options ?? [] },
        uniqueItems: true,
        ...(has(question, 'Required') ? { minItems: 1 } : {}),
      };
    case 'Checkbox':
      return { type: 'boolean', title };
    case 'Date':
      return stringWith({ format: 'date' });
    case 'Email':
      return stringWith(has(question, 'Email') ? { format: 'email' } : {});
    case 'Url':
      return stringWith(
        has(question, 'Url') ? { format: 'uri', pattern: '^https?://[^\\s/]+\\.[^\\s]+$' } : {},
      );
    default:
      return stringWith({
        ...(maxLength?.kind === 'MaxLength' ? { maxLength: maxLength.max } : {}),
        ...(has(question, 'Numeric')
          ? { pattern: '^\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*$' }
          : {}),
      });
  }
}

function nodeSchema(node: SpecNode): [string, RJSFSchema] {
  switch (node.node) {
    case 'question':
      return [node.question.name, questionSchema(node.question)];
    case 'html':
      return [node.name, { type: 'null', description: node.html.replace(/<[^>]+>/g, '') }];
    case 'matrix': {
      const { name, rows, columns, headers } = node.matrix;
      const cells = Object.fromEntries(
        columns.map((column, index) => [column, { type: 'string', title: headers[index + 1] } as RJSFSchema]),
      );
      return [
        name,
        {
          type: 'object',
          title: ' ',
          properties: Object.fromEntries(
            rows.map((row) => [row, { type: 'object', title: row, properties: cells }]),
          ),
        },
      ];
    }
  }
}

/** The schema of some pages (one for the rendered Form, all for whole-form validation). */
export function rjsfSchema(pages: readonly SpecPage[]): RJSFSchema {
  const nodes = pages.flatMap((page) => page.nodes);
  const questions = nodes.flatMap((node) => (node.node === 'question' ? [node.question] : []));
  return {
    type: 'object',
    properties: Object.fromEntries(nodes.map(nodeSchema)),
    required: questions.filter((question) => has(question, 'Required')).map((question) => question.name),
  };
}

const widgets: Partial<Record<SpecQuestion['type'], UiSchema>> = {
  Textarea: { 'ui:widget': 'textarea' },
  RadioGroup: { 'ui:widget': 'radio' },
  CheckboxGroup: { 'ui:widget': 'checkboxes' },
  Hidden: { 'ui:widget': 'hidden' },
  Phone: { 'ui:options': { inputType: 'tel' } },
  Email: { 'ui:options': { inputType: 'email' } },
  Url: { 'ui:options': { inputType: 'url' } },
};
const hidden: UiSchema = { 'ui:widget': 'hidden' };

/** A fresh uiSchema for the page: what the app decided to hide is a hidden widget. */
export function rjsfUiSchema(page: SpecPage, visible: ReadonlySet<string>): UiSchema {
  const entries = page.nodes.flatMap((node): [string, UiSchema][] => {
    if (node.node !== 'question') return [];
    const { name, type } = node.question;
    return [[name, visible.has(name) ? (widgets[type] ?? {}) : hidden]];
  });
  return Object.fromEntries(entries);
}

/** The cross-field and word/date rules of the visible questions of some pages. */
export function rjsfCustomValidate(
  pages: readonly SpecPage[],
  visible: ReadonlySet<string>,
): CustomValidator {
  const questions = pages
    .flatMap((page) => page.nodes)
    .flatMap((node) => (node.node === 'question' && visible.has(node.question.name) ? [node.question] : []))
    .filter((question) => question.constraints.some((each) => customKinds.has(each.kind)));
  return (formData, errors) => {
    const data = (formData ?? {}) as SpecData;
    for (const question of questions) {
      for (const constraint of question.constraints) {
        if (customKinds.has(constraint.kind) && constraintFails(constraint, data[question.name], data)) {
          errors[question.name]?.addError(constraint.kind);
        }
      }
    }
    return errors;
  };
}

/** The app hides a hidden question's errors. */
export const rjsfDropHidden =
  (visible: ReadonlySet<string>): ErrorTransformer =>
  (errors) =>
    errors.filter((error) => visible.has((error.property ?? '').replace(/^\./, '').split('.')[0] ?? ''));

const nameOf = (property: string | undefined) => (property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';

export function rjsfSnapshot(spec: FormSpec, data: SpecData): EngineSnapshot {
  const { visible } = settle(spec, data);
  const { errors } = validator.validateFormData(
    data,
    rjsfSchema(spec.pages),
    rjsfCustomValidate(spec.pages, visible),
    rjsfDropHidden(visible),
  );
  const failing = new Set(errors.map((error) => nameOf(error.property)));
  const shown = allQuestions(spec).filter((question) => question.type !== 'Hidden');
  const visibleNames = shown.filter((question) => visible.has(question.name)).map(({ name }) => name);
  return { visible: visibleNames, errors: visibleNames.filter((name) => failing.has(name)) };
}

/** The app's evaluator re-deciding visibility (and the fresh uiSchema of page 1) after a hub change. */
export function rjsfVisibilityMs(spec: FormSpec, pages: number, iterations: number): number {
  const form = firstPages(spec, pages);
  const dependants = allQuestions(form).filter((question) => question.visibleIf?.field === form.hub);
  const page = form.pages[0] as SpecPage;
  let data: SpecData = {};
  return timeHubChanges(iterations, (value) => {
    const next = { ...data };
    if (value === null) delete next[form.hub];
    else next[form.hub] = value;
    const settled = settle(form, next);
    data = settled.data;
    rjsfUiSchema(page, settled.visible);
    return dependants.filter((question) => settled.visible.has(question.name)).length;
  });
}
