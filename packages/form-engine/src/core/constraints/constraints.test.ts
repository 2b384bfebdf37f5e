import type { AnswerValue, Constraint } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { local } from '../template-builders.ts';
import {
  constraintDependencies,
  constraintRequires,
  evaluateConstraint,
  UnknownConstraintError,
  type ValidationMessage,
} from './index.ts';

type Answers = Record<string, AnswerValue>;
/** A table row: the field's answer, the other fields' answers, and the expected failure (null: passes). */
type Row = [AnswerValue, Answers, ValidationMessage | null];

const expectRows = (constraint: Constraint, rows: Row[]) => {
  for (const [value, answers, expected] of rows) {
    const answerOf = (field: string) => answers[field];
    expect(
      evaluateConstraint(constraint, value, answerOf),
      `${JSON.stringify(value)} with ${JSON.stringify(answers)}`,
    ).toEqual(expected);
  }
};
const expectRequired = (constraint: Constraint, rows: [Answers, boolean][]) => {
  for (const [answers, required] of rows) {
    expect(
      constraintRequires(constraint, (field) => answers[field]),
      JSON.stringify(answers),
    ).toBe(required);
  }
};

const required: ValidationMessage = { key: 'validation.required' };

describe('constraints', () => {
  it('R-CONSTR-005 Required makes a field always required, with validation.required', () => {
    const constraint = local({ type: 'Required' });
    expectRows(constraint, [
      ['', {}, required],
      [null, {}, required],
      [[], {}, required],
      ['x', {}, null],
      [0, {}, null],
      [false, {}, null],
    ]);
    expectRequired(constraint, [[{}, true]]);
  });

  it('R-CONSTR-006 RequiredIf makes a field required when the other field currently equals the value', () => {
    const constraint = local({ type: 'RequiredIf', another_field: 'status', value: 'married' });
    expectRows(constraint, [
      [null, { status: 'married' }, required],
      ['Ana', { status: 'married' }, null],
      [null, { status: 'single' }, null],
      [null, { status: null }, null],
    ]);
    expect(constraintDependencies(constraint)).toEqual(['status']);
  });

  it('R-CONSTR-007 RequiredIf accepts the value as a string or a boolean', () => {
    expectRequired(local({ type: 'RequiredIf', another_field: 'kids', value: true }), [
      [{ kids: true }, true],
      [{ kids: 'true' }, true],
      [{ kids: false }, false],
      [{ kids: null }, false],
    ]);
    expectRequired(local({ type: 'RequiredIf', another_field: 'kids', value: false }), [
      [{ kids: false }, true],
      [{ kids: null }, true],
      [{ kids: true }, false],
    ]);
    expectRequired(local({ type: 'RequiredIf', another_field: 'count', value: '2' }), [
      [{ count: 2 }, true],
      [{ count: '2' }, true],
      [{ count: 3 }, false],
    ]);
  });

  it('R-CONSTR-008 RequiredIfContains applies only to multi-answer fields', () => {
    const constraint = local({ type: 'RequiredIfContains', another_field: 'languages', value: 'other' });
    expectRequired(constraint, [
      [{ languages: ['en', 'other'] }, true],
      [{ languages: ['en'] }, false],
      [{ languages: [] }, false],
      [{ languages: 'other' }, false],
    ]);
    expectRows(constraint, [
      [null, { languages: ['other'] }, required],
      ['Quechua', { languages: ['other'] }, null],
    ]);
  });

  it('R-CONSTR-009 RequiredWith makes a field required when any listed field is non-empty', () => {
    const constraint = local({ type: 'RequiredWith', other_fields: ['street', 'city'] });
    expectRequired(constraint, [
      [{ street: 'Main St', city: null }, true],
      [{ street: '', city: 'Lima' }, true],
      [{ street: '', city: null }, false],
      [{}, false],
    ]);
    expect(constraintDependencies(constraint)).toEqual(['street', 'city']);
  });

  it('R-CONSTR-010 RequiredUnless makes a field required when the other field differs from the value', () => {
    const constraint = local({ type: 'RequiredUnless', another_field: 'country', value: 'PE' });
    expectRows(constraint, [
      [null, { country: 'FR' }, required],
      [null, { country: null }, required],
      [null, { country: 'PE' }, null],
      ['12345', { country: 'FR' }, null],
    ]);
  });

  it('R-CONSTR-011 RequiredWithoutAll makes a field required when all listed fields are empty', () => {
    const constraint = local({ type: 'RequiredWithoutAll', other_fields: ['phone', 'email'] });
    expectRequired(constraint, [
      [{ phone: null, email: '' }, true],
      [{}, true],
      [{ phone: '555', email: '' }, false],
      [{ phone: null, email: 'a@b.org' }, false],
    ]);
  });

  it('R-CONSTR-012 a RequiredWithoutAll failure has the message key of "One of these fields are required."', () => {
    expectRows(local({ type: 'RequiredWithoutAll', other_fields: ['phone'] }), [
      [null, { phone: null }, { key: 'validation.required_without_all' }],
      ['x', { phone: null }, null],
    ]);
  });

  it('R-CONSTR-014 a required multi-answer field needs at least one answer', () => {
    expectRows(local({ type: 'Required' }), [
      [[], {}, required],
      [['a'], {}, null],
    ]);
  });

  it('R-CONSTR-018 Date fails on an invalid date, with validation.date', () => {
    const invalid: ValidationMessage = { key: 'validation.date' };
    expectRows(local({ type: 'Date' }), [
      ['2024-02-29', {}, null],
      [{ year: 2024, month: 2, day: 29 }, {}, null],
      [null, {}, null],
      ['2023-02-29', {}, invalid],
      ['20240101', {}, invalid],
      ['01/02/2024', {}, invalid],
      ['tomorrow', {}, invalid],
    ]);
  });

  it('R-CONSTR-019 Email fails on an invalid e-mail address, with validation.email', () => {
    const invalid: ValidationMessage = { key: 'validation.email' };
    expectRows(local({ type: 'Email' }), [
      ['ana@example.org', {}, null],
      ['', {}, null],
      [['ana@example.org', 'bo@example.org'], {}, null],
      ['ana@example', {}, invalid],
      ['ana example.org', {}, invalid],
      ['@example.org', {}, invalid],
      [['ana@example.org', 'bo'], {}, invalid],
    ]);
  });

  it('R-CONSTR-020 In fails on a value outside accepted_values, with validation.in', () => {
    const invalid: ValidationMessage = { key: 'validation.in' };
    expectRows(local({ type: 'In', accepted_values: ['a', 'b', 3] }), [
      ['a', {}, null],
      [3, {}, null],
      ['3', {}, null],
      [['a', 'b'], {}, null],
      ['c', {}, invalid],
      [['a', 'c'], {}, invalid],
    ]);
  });

  it('R-CONSTR-021 MinValue fails below the minimum, with validation.min.numeric', () => {
    const invalid: ValidationMessage = { key: 'validation.min.numeric', params: { min: 18 } };
    expectRows(local({ type: 'MinValue', min: 18 }), [
      [18, {}, null],
      ['21', {}, null],
      [null, {}, null],
      [17, {}, invalid],
      ['-1', {}, invalid],
    ]);
  });

  it('R-CONSTR-022 MaxLength fails above the maximum length, with validation.max.string', () => {
    const invalid: ValidationMessage = { key: 'validation.max.string', params: { max: 5 } };
    expectRows(local({ type: 'MaxLength', max: 5 }), [
      ['Lima', {}, null],
      ['Cusco', {}, null],
      ['Ñuñoa', {}, null],
      ['Arequipa', {}, invalid],
    ]);
  });

  it('R-CONSTR-023 Url fails on an invalid URL', () => {
    const invalid: ValidationMessage = { key: 'validation.url' };
    expectRows(local({ type: 'Url' }), [
      ['https://example.org/path?q=1', {}, null],
      ['http://example.org', {}, null],
      ['', {}, null],
      ['example.org', {}, invalid],
      ['https://exa mple.org', {}, invalid],
      ['javascript:alert(1)', {}, invalid],
      ['https://localhost', {}, invalid],
    ]);
  });

  it('R-CONSTR-024 MaxWords fails above max_words, counting words by whitespace', () => {
    const invalid: ValidationMessage = { key: 'validation.max_words', params: { max: 3 } };
    expectRows(local({ type: 'MaxWords', max_words: 3 }), [
      ['one two three', {}, null],
      ['  one\ttwo\n three  ', {}, null],
      ['well-being is one', {}, null],
      ['one two three four', {}, invalid],
    ]);
  });

  it('R-CONSTR-025 Numeric fails on a non-numeric value', () => {
    const invalid: ValidationMessage = { key: 'validation.numeric' };
    expectRows(local({ type: 'Numeric' }), [
      [42, {}, null],
      ['42', {}, null],
      ['-3.5', {}, null],
      ['', {}, null],
      ['forty', {}, invalid],
      ['4 2', {}, invalid],
      ['0x1A', {}, invalid],
    ]);
  });

  it('R-CONSTR-026 DateAfter fails unless the date is after another field or a given date, with validation.after', () => {
    expectRows(local({ type: 'DateAfter', date: '2024-06-01' }), [
      ['2024-06-02', {}, null],
      ['2024-06-01', {}, { key: 'validation.after', params: { date: '2024-06-01' } }],
      ['2024-05-01', {}, { key: 'validation.after', params: { date: '2024-06-01' } }],
      [null, {}, null],
    ]);
    const afterStart = local({ type: 'DateAfter', another_field: 'start' });
    expectRows(afterStart, [
      ['2024-06-02', { start: '2024-06-01' }, null],
      ['2024-06-01', { start: '2024-06-01' }, { key: 'validation.after', params: { date: '2024-06-01' } }],
      ['2024-06-01', { start: null }, null],
    ]);
    expect(constraintDependencies(afterStart)).toEqual(['start']);
  });

  it.each<[string, Constraint]>([
    ['R-CONSTR-027', local({ type: 'Unique' })],
    ['R-CONSTR-028', local({ type: 'File' })],
    ['R-CONSTR-029', local({ type: 'Image' })],
    ['R-CONSTR-030', local({ type: 'MaxFileSize', max_size_kb: 1 })],
    ['R-CONSTR-031', local({ type: 'Uuid' })],
    ['R-CONSTR-032', local({ type: 'Nullable' })],
  ])('%s the validator ignores the %j constraint', (_id, constraint) => {
    expectRows(constraint, [
      ['not a uuid, a duplicate, no file, far too large', {}, null],
      [null, {}, null],
    ]);
    expectRequired(constraint, [[{}, false]]);
  });

  it('R-CONSTR-033 an unknown constraint type raises an UnknownConstraintError (the generic error modal)', () => {
    const unknown: Constraint = { type: 'Unknown', unknownType: 'Palindrome', scope: 'local' };
    expect(() => evaluateConstraint(unknown, 'x', () => undefined)).toThrow(UnknownConstraintError);
    expect(() => evaluateConstraint(unknown, 'x', () => undefined)).toThrow('Palindrome');
  });
});
