import type { Condition, Constraint, FormNode, FormTemplate, Question } from '@mobilise/contract';
import type {
  FormSpec,
  SpecCondition,
  SpecConstraint,
  SpecData,
  SpecMatrix,
  SpecQuestion,
} from '../spec/types.ts';

// The neutral spec as a Mobilise template: conditions and constraints map one to one (all local, so
// they show like the peers' live validation).

function condition(spec: SpecCondition): Condition {
  switch (spec.kind) {
    case 'hasValue':
    case 'hasNoValue':
      return spec.value === undefined ? { kind: spec.kind, field: spec.field } : { ...spec };
    case 'notEmpty':
      return { kind: 'notEmpty', field: spec.field };
    case 'anyOf':
      return {
        kind: 'anyOf',
        conditions: spec.values.map((value) => ({ kind: 'hasValue', field: spec.field, value })),
      };
    case 'dateOnOrAfter':
      return { kind: 'dateOnOrAfter', field: spec.field, date: spec.date };
    case 'emptyOrBefore':
      return { kind: 'emptyOrDateBefore', field: spec.field, date: spec.date };
  }
}

function constraint(spec: SpecConstraint): Constraint {
  const scope = 'local' as const;
  switch (spec.kind) {
    case 'RequiredIf':
    case 'RequiredUnless':
      return { type: spec.kind, scope, another_field: spec.field, value: spec.value };
    case 'RequiredWith':
    case 'RequiredWithoutAll':
      return { type: spec.kind, scope, other_fields: spec.fields };
    case 'In':
      return { type: 'In', scope, accepted_values: spec.values };
    case 'MinValue':
      return { type: 'MinValue', scope, min: spec.min };
    case 'MaxLength':
      return { type: 'MaxLength', scope, max: spec.max };
    case 'MaxWords':
      return { type: 'MaxWords', scope, max_words: spec.max };
    case 'DateAfter':
      return { type: 'DateAfter', scope, date: spec.date };
    default:
      return { type: spec.kind, scope };
  }
}

function question(spec: SpecQuestion, data: SpecData): Question {
  const answer = data[spec.name];
  return {
    label: spec.label,
    input: {
      name: spec.name,
      fieldName: spec.name,
      fieldType: spec.type,
      label: spec.label,
      constraints: spec.constraints.map(constraint),
      hasMultipleAnswers: spec.type === 'CheckboxGroup',
      ...(spec.options ? { options: spec.options.map((value) => ({ value, label: value })) } : {}),
      ...(spec.visibleIf ? { conditions: [condition(spec.visibleIf)] } : {}),
    },
    answers: answer === undefined ? [] : Array.isArray(answer) ? answer : [answer],
  };
}

const textCell = (name: string): Question => ({
  label: name,
  input: {
    name,
    fieldName: name,
    fieldType: 'Text',
    label: name,
    constraints: [],
    hasMultipleAnswers: false,
  },
  answers: [],
});

function matrix({ name, headers, rows, columns }: SpecMatrix): FormNode {
  return {
    type: 'Matrix',
    rows: [
      headers.map((header_text) => ({ header_text, show_required_marker: false })),
      ...rows.map((row) => [
        { header_text: row, show_required_marker: false },
        ...columns.map((column) => textCell(`${name}_${row}_${column}`)),
      ]),
    ],
  };
}

export function mobiliseTemplate(spec: FormSpec, data: SpecData = {}): FormTemplate {
  return {
    title: 'Benchmark form',
    pages: spec.pages.map((page, pageIndex) => ({
      id: pageIndex + 1,
      sections: [
        {
          id: pageIndex + 1,
          title: null,
          hidden: false,
          nodes: page.nodes.map((node): FormNode => {
            if (node.node === 'question')
              return { type: 'SingleQuestion', question: question(node.question, data) };
            if (node.node === 'html') return { type: 'HtmlBlock', html: node.html };
            return matrix(node.matrix);
          }),
        },
      ],
    })),
  };
}
