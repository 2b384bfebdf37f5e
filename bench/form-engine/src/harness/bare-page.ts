import { choiceOptions } from '../spec/generate.ts';
import type { FormSpec, SpecNode, SpecQuestion } from '../spec/types.ts';

// The floor (plan D.6): page 1 as plain HTML controls with labels, no script and no stylesheet.

const inputTypes: Partial<Record<SpecQuestion['type'], string>> = {
  Number: 'number',
  Date: 'date',
  Email: 'email',
  Url: 'url',
  Phone: 'tel',
  Hidden: 'hidden',
};

export function bareControl({ name, type }: SpecQuestion): string {
  switch (type) {
    case 'Textarea':
      return `<textarea id="${name}" name="${name}"></textarea>`;
    case 'Select':
      return `<select id="${name}" name="${name}"><option></option>${choiceOptions.map((option) => `<option>${option}</option>`).join('')}</select>`;
    case 'RadioGroup':
    case 'CheckboxGroup': {
      const kind = type === 'RadioGroup' ? 'radio' : 'checkbox';
      return choiceOptions
        .map((option) => `<label><input type="${kind}" name="${name}" value="${option}"> ${option}</label>`)
        .join('');
    }
    case 'Checkbox':
      return `<input type="checkbox" id="${name}" name="${name}">`;
    default:
      return `<input type="${inputTypes[type] ?? 'text'}" id="${name}" name="${name}">`;
  }
}

export function bareNode(each: SpecNode): string {
  switch (each.node) {
    case 'html':
      return `<div>${each.html}</div>`;
    case 'matrix': {
      const { name, headers, rows, columns } = each.matrix;
      const head = `<tr>${headers.map((header) => `<th>${header}</th>`).join('')}</tr>`;
      const body = rows
        .map(
          (row) =>
            `<tr><th>${row}</th>${columns.map((column) => `<td><input aria-label="${row} ${column}" name="${name}_${row}_${column}"></td>`).join('')}</tr>`,
        )
        .join('');
      return `<table>${head}${body}</table>`;
    }
    case 'question':
      return each.question.type === 'Hidden'
        ? bareControl(each.question)
        : `<div data-question="${each.question.name}"><label for="${each.question.name}">${each.question.label}</label> ${bareControl(each.question)}</div>`;
  }
}

export const bareHtml = (spec: FormSpec): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><form>${(spec.pages[0]?.nodes ?? []).map(bareNode).join('')}</form></body></html>`;
