import { FunctionFactory, Model } from 'survey-core';
import { firstPages } from '../spec/generate.ts';
import {
  allQuestions,
  type FormSpec,
  type SpecCondition,
  type SpecConstraint,
  type SpecData,
  type SpecNode,
  type SpecQuestion,
} from '../spec/types.ts';
import type { EngineSnapshot } from './snapshot.ts';
import { timeHubChanges } from './time-hub.ts';

// The neutral spec as a SurveyJS JSON model: conditions as visibleIf / requiredIf expressions, value
// rules as built-in validators, MaxWords through a registered wordCount() function.

export type SurveyUpdateMode = 'onTyping' | 'onBlur';

FunctionFactory.Instance.register('wordCount', (params: unknown[]) =>
  typeof params[0] === 'string' ? params[0].split(/\s+/).filter(Boolean).length : 0,
);

const literal = (value: string | boolean) => (typeof value === 'boolean' ? String(value) : `'${value}'`);

function visibleIf(condition: SpecCondition, spec: FormSpec): string {
  const field = `{${condition.field}}`;
  const multi =
    allQuestions(spec).find((question) => question.name === condition.field)?.type === 'CheckboxGroup';
  switch (condition.kind) {
    case 'hasValue':
      if (condition.value === undefined) return `${field} notempty`;
      return multi
        ? `${field} contains ${literal(condition.value)}`
        : `${field} = ${literal(condition.value)}`;
    case 'hasNoValue':
      if (condition.value === undefined) return `${field} empty`;
      return multi
        ? `${field} notcontains ${literal(condition.value)}`
        : `${field} <> ${literal(condition.value)}`;
    case 'notEmpty':
      return `${field} notempty`;
    case 'anyOf':
      return `${field} anyof [${condition.values.map(literal).join(', ')}]`;
    case 'dateOnOrAfter':
      return `${field} >= '${condition.date}'`;
    case 'emptyOrBefore':
      return `${field} empty or ${field} < '${condition.date}'`;
  }
}

function requiredIf(constraint: SpecConstraint): string | null {
  switch (constraint.kind) {
    case 'RequiredIf':
      return `{${constraint.field}} = '${constraint.value}'`;
    case 'RequiredUnless':
      return `{${constraint.field}} <> '${constraint.value}'`;
    case 'RequiredWith':
      return constraint.fields.map((field) => `{${field}} notempty`).join(' or ');
    case 'RequiredWithoutAll':
      return constraint.fields.map((field) => `{${field}} empty`).join(' and ');
    default:
      return null;
  }
}

function validator(constraint: SpecConstraint, name: string): object | null {
  switch (constraint.kind) {
    case 'Email':
      return { type: 'email' };
    case 'Url':
      return { type: 'regex', regex: '^https?://[^\\s/]+\\.[^\\s]+$' };
    case 'In':
      return {
        type: 'expression',
        expression: `{${name}} empty or {${name}} anyof [${constraint.values.map(literal).join(', ')}]`,
      };
    case 'MinValue':
      return { type: 'numeric', minValue: constraint.min };
    case 'MaxLength':
      return { type: 'text', maxLength: constraint.max };
    case 'MaxWords':
      return { type: 'expression', expression: `wordCount({${name}}) <= ${constraint.max}` };
    case 'Numeric':
      return { type: 'numeric' };
    case 'Date':
      return { type: 'regex', regex: '^\\d{4}-\\d{2}-\\d{2}$' };
    case 'DateAfter':
      return { type: 'expression', expression: `{${name}} empty or {${name}} > '${constraint.date}'` };
    default:
      return null;
  }
}

const inputTypes: Partial<Record<SpecQuestion['type'], string>> = {
  Number: 'number',
  Date: 'date',
  Email: 'email',
  Url: 'url',
  Phone: 'tel',
};

function questionJson(question: SpecQuestion, spec: FormSpec): object {
  const { name, type, label: title, options } = question;
  const base = (() => {
    switch (type) {
      case 'Textarea':
        return { type: 'comment' };
      case 'RadioGroup':
        return { type: 'radiogroup', choices: options };
      case 'Select':
        return { type: 'dropdown', choices: options };
      case 'CheckboxGroup':
        return { type: 'checkbox', choices: options };
      case 'Checkbox':
        return { type: 'boolean', renderAs: 'checkbox' };
      case 'Hidden':
        return { type: 'text', visible: false };
      default:
        return { type: 'text', ...(inputTypes[type] ? { inputType: inputTypes[type] } : {}) };
    }
  })();
  // requiredIf overrides isRequired in SurveyJS, so a field that is always required takes no requiredIf.
  const required = question.constraints.some((each) => each.kind === 'Required');
  const requiredIfs = required ? [] : question.constraints.map(requiredIf).filter((each) => each !== null);
  const validators = question.constraints
    .map((each) => validator(each, name))
    .filter((each) => each !== null);
  return {
    ...base,
    name,
    title,
    ...(question.visibleIf ? { visibleIf: visibleIf(question.visibleIf, spec) } : {}),
    ...(required ? { isRequired: true } : {}),
    ...(requiredIfs.length > 0 ? { requiredIf: requiredIfs.map((each) => `(${each})`).join(' or ') } : {}),
    ...(validators.length > 0 ? { validators } : {}),
  };
}

function elementJson(node: SpecNode, spec: FormSpec): object {
  switch (node.node) {
    case 'question':
      return questionJson(node.question, spec);
    case 'html':
      return { type: 'html', name: node.name, html: node.html };
    case 'matrix':
      return {
        type: 'matrixdropdown',
        name: node.matrix.name,
        title: ' ',
        columns: node.matrix.columns.map((column, index) => ({
          name: column,
          title: node.matrix.headers[index + 1],
          cellType: 'text',
        })),
        rows: node.matrix.rows,
      };
  }
}

export function surveyJson(spec: FormSpec, mode: SurveyUpdateMode): object {
  return {
    title: 'Benchmark form',
    showQuestionNumbers: 'off',
    clearInvisibleValues: 'onHidden',
    textUpdateMode: mode,
    checkErrorsMode: mode === 'onTyping' ? 'onValueChanged' : 'onNextPage',
    pages: spec.pages.map((page) => ({
      name: page.name,
      elements: page.nodes.map((node) => elementJson(node, spec)),
    })),
  };
}

export function surveySnapshot(spec: FormSpec, data: SpecData): EngineSnapshot {
  const model = new Model(surveyJson(spec, 'onTyping'));
  model.data = data;
  const shown = allQuestions(spec).filter((question) => question.type !== 'Hidden');
  const visible = shown.filter((question) => model.getQuestionByName(question.name)?.isVisible);
  const errors = visible.filter((question) => model.getQuestionByName(question.name)?.hasErrors(false));
  return { visible: visible.map(({ name }) => name), errors: errors.map(({ name }) => name) };
}

/** `survey.setValue` on the hub, then reading its dependants' `isVisible` (plan D.4 M4). */
export function surveyVisibilityMs(spec: FormSpec, pages: number, iterations: number): number {
  const form = firstPages(spec, pages);
  const model = new Model(surveyJson(form, 'onTyping'));
  const dependants = allQuestions(form)
    .filter((question) => question.visibleIf?.field === form.hub)
    .map((question) => model.getQuestionByName(question.name));
  return timeHubChanges(iterations, (value) => {
    model.setValue(form.hub, value);
    return dependants.filter((question) => question?.isVisible).length;
  });
}
