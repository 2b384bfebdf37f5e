import { describe, expect, it } from 'vitest';
import {
  conditionSchema,
  constraintSchema,
  fieldTypes,
  formNodeSchema,
  formStatuses,
  formTemplateSchema,
  inputSchema,
  positionAssignmentFormOptionsSchema,
  questionSchema,
} from './forms.ts';

const input = {
  name: 'answers[email]',
  fieldName: 'email',
  fieldType: 'Email',
  label: 'E-mail',
  helpText: 'Where we write to you',
  infoText: null,
  hintText: null,
  warningText: null,
  postWarningText: null,
  placeholder: 'name@example.org',
  styles: ['wide'],
  constraints: [{ type: 'Email', scope: 'local' }],
  hasMultipleAnswers: false,
  extras: {
    placeholder: 'p',
    help_text: 'h',
    info_text: 'i',
    hint_text: 't',
    warning_text: 'w',
    desirable: true,
    styles: [],
  },
};
const question = { label: 'E-mail', input, answers: ['a@example.org'] };

describe('the form template', () => {
  it('R-FIELD-001 R-FIELD-002 R-FIELD-003 a form has a title and pages; a page an id and sections; a section an id, title, hidden flag and nodes', () => {
    const template = {
      title: 'Family',
      pages: [{ id: 1, sections: [{ id: 's1', title: 'About', hidden: false, nodes: [] }] }],
    };
    expect(formTemplateSchema.parse(template)).toEqual(template);
    expect(formTemplateSchema.safeParse({ title: 'Family' }).success).toBe(false);
    expect(
      formTemplateSchema.safeParse({ title: 'F', pages: [{ id: 1, sections: [{ id: 1, nodes: [] }] }] })
        .success,
    ).toBe(false);
  });

  it.each([
    ['SingleQuestion', { type: 'SingleQuestion', question }],
    [
      'Matrix with a header item',
      { type: 'Matrix', rows: [[{ header_text: 'Name', show_required_marker: true }, question]] },
    ],
    [
      'HtmlBlock',
      { type: 'HtmlBlock', html: '<p>Hi</p>', conditions: [{ kind: 'notEmpty', field: 'email' }] },
    ],
    [
      'Asset (R-FIELD-008 a primary and a secondary question)',
      { type: 'Asset', primary_question: question, secondary_question: question },
    ],
  ])('parses a %s node', (_kind, node) => {
    expect(formNodeSchema.parse(node)).toEqual(node);
  });

  it('keeps an unknown node type as an Unknown node instead of failing the template', () => {
    expect(formNodeSchema.parse({ type: 'Carousel', slides: [] })).toEqual({
      type: 'Unknown',
      unknownType: 'Carousel',
    });
  });

  it('R-FIELD-010 R-FIELD-011 R-FIELD-013 a question has a label, an input with all its texts, and stored answers', () => {
    expect(questionSchema.parse(question)).toEqual(question);
  });

  it.each([
    ['without a label', { input, answers: ['a@example.org'] }],
    ['with a label that is not text', { label: null, input, answers: ['a@example.org'] }],
    ['without an input', { label: 'E-mail', answers: ['a@example.org'] }],
    ['without its stored answers', { label: 'E-mail', input }],
    ['with answers that are not a list', { label: 'E-mail', input, answers: 'a@example.org' }],
  ])('R-FIELD-010 refuses a question %s', (_case, refused) => {
    expect(questionSchema.safeParse(refused).success).toBe(false);
  });

  it('R-FIELD-014 an option of a choice field has value, label and extras', () => {
    const options = [{ value: 'yes', label: 'Yes', extras: { help_text: 'Say yes' } }];
    expect(inputSchema.parse({ ...input, fieldType: 'RadioGroup', options }).options).toEqual(options);
  });

  it('R-FIELD-015 the position-assignment form options have id, default_assignees and assignments with user_ids', () => {
    const options = { id: 3, default_assignees: [7], assignments: [{ user_ids: [7, 8] }] };
    expect(positionAssignmentFormOptionsSchema.parse(options)).toEqual(options);
  });

  it.each(fieldTypes)('accepts the field type %s', (fieldType) => {
    expect(inputSchema.parse({ ...input, fieldType }).fieldType).toBe(fieldType);
  });

  it('R-FIELD-037 an unknown field type throws an error', () => {
    expect(() => inputSchema.parse({ ...input, fieldType: 'Signature' })).toThrow();
  });

  it('R-FORM-016 a form entity status is one of DRAFT, SUBMITTED, FINAL', () => {
    expect(formStatuses).toEqual(['DRAFT', 'SUBMITTED', 'FINAL']);
  });
});

describe('constraints', () => {
  it.each([
    { type: 'Required', scope: 'local' },
    { type: 'RequiredIf', scope: 'global', another_field: 'married', value: true },
    { type: 'RequiredIf', scope: 'local', another_field: 'colour', value: 'red' },
    { type: 'RequiredWithoutAll', scope: 'local', other_fields: ['phone', 'email'] },
    { type: 'In', scope: 'local', accepted_values: ['a', 1] },
    { type: 'DateAfter', scope: 'local', date: '2024-01-01' },
    { type: 'MaxFileSize', scope: 'local', max_size_kb: 10000 },
  ])('parses $type with its parameters', (constraint) => {
    expect(constraintSchema.parse(constraint)).toEqual(constraint);
  });

  it('R-CONSTR-001 each constraint is either local or global', () => {
    expect(constraintSchema.safeParse({ type: 'Required', scope: 'local' }).success).toBe(true);
    expect(constraintSchema.safeParse({ type: 'Required', scope: 'global' }).success).toBe(true);
    expect(constraintSchema.parse({ type: 'Required', scope: 'page' })).toMatchObject({ type: 'Unknown' });
  });

  it('keeps an unknown constraint type as an Unknown constraint instead of failing the template', () => {
    expect(constraintSchema.parse({ type: 'Palindrome', scope: 'global' })).toEqual({
      type: 'Unknown',
      unknownType: 'Palindrome',
      scope: 'global',
    });
  });
});

describe('conditions', () => {
  it('parse as a typed tree of the six kinds and the all/not combinators', () => {
    const condition = {
      kind: 'all',
      conditions: [
        { kind: 'hasValue', field: 'married', value: true },
        { kind: 'not', condition: { kind: 'hasNoValue', field: 'spouse' } },
        {
          kind: 'anyOf',
          conditions: [
            { kind: 'dateOnOrAfter', field: 'start', date: '2024-01-01' },
            { kind: 'emptyOrDateBefore', field: 'end', date: '2025-01-01' },
            { kind: 'notEmpty', field: 'notes' },
          ],
        },
      ],
    };
    expect(conditionSchema.parse(condition)).toEqual(condition);
  });

  it.each([
    ['a string expression', '{married} = true'],
    ['an unknown kind', { kind: 'matches', field: 'a' }],
    ['a date without dashes', { kind: 'dateOnOrAfter', field: 'a', date: '20240101' }],
  ])('rejects %s', (_case, condition) => {
    expect(conditionSchema.safeParse(condition).success).toBe(false);
  });
});
