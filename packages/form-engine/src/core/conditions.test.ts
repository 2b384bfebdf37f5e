import type { AnswerValue, Condition } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { allConditionsHold, conditionFields, conditionHolds } from './conditions.ts';

type Row = [string, AnswerValue | undefined, boolean];

const holds = (condition: Condition, answer: AnswerValue | undefined) =>
  conditionHolds(condition, (field) => (field === 'other' ? answer : undefined));

describe('visibility conditions', () => {
  it.each<Row>([
    ['text', 'yes', true],
    ['false', false, true],
    ['an empty string', '', false],
    ['nothing', null, false],
    ['an empty list', [], false],
  ])('R-COND-003 "another field has a value" holds for %s: %s', (_case, answer, expected) => {
    expect(holds({ kind: 'hasValue', field: 'other' }, answer)).toBe(expected);
  });

  it.each<Row>([
    ['that value', 'married', true],
    ['another value', 'single', false],
    ['a list holding it', ['single', 'married'], true],
    ['nothing', null, false],
  ])('R-COND-003 "another field has a value" given a value holds for %s: %s', (_case, answer, expected) => {
    expect(holds({ kind: 'hasValue', field: 'other', value: 'married' }, answer)).toBe(expected);
    expect(holds({ kind: 'hasNoValue', field: 'other', value: 'married' }, answer)).toBe(!expected);
  });

  it('R-COND-003 compares a boolean condition value with a checkbox answer', () => {
    expect(holds({ kind: 'hasValue', field: 'other', value: true }, true)).toBe(true);
    expect(holds({ kind: 'hasValue', field: 'other', value: true }, false)).toBe(false);
  });

  it.each<Row>([
    ['nothing', null, true],
    ['an empty string', '', true],
    ['an empty list', [], true],
    ['text', 'yes', false],
  ])('R-COND-004 "another field does not have a value" holds for %s: %s', (_case, answer, expected) => {
    expect(holds({ kind: 'hasNoValue', field: 'other' }, answer)).toBe(expected);
  });

  it.each<Row>([
    ['the same day', '2024-06-01', true],
    ['a later day', '2024-06-02', true],
    ['a later year', '2025-01-01', true],
    ['an earlier day', '2024-05-31', false],
    ['an empty field', null, false],
    ['a date without dashes', '20240602', false],
    ['a calendar day after', { year: 2024, month: 7, day: 1 }, true],
  ])(
    'R-COND-005 "another field has a date on or after a date" for %s (%j): %s',
    (_case, answer, expected) => {
      expect(holds({ kind: 'dateOnOrAfter', field: 'other', date: '2024-06-01' }, answer)).toBe(expected);
    },
  );

  it.each<Row>([
    ['an empty field', null, true],
    ['an empty string', '', true],
    ['an earlier day', '2024-05-31', true],
    ['the same day', '2024-06-01', false],
    ['a later day', '2024-06-02', false],
    ['something that is not a date', 'soon', false],
  ])(
    'R-COND-006 "another field is empty or has a date before a date" for %s (%j): %s',
    (_case, answer, expected) => {
      expect(holds({ kind: 'emptyOrDateBefore', field: 'other', date: '2024-06-01' }, answer)).toBe(expected);
    },
  );

  it.each<Row>([
    ['text', 'x', true],
    ['zero', 0, true],
    ['a list', ['a'], true],
    ['an empty string', '', false],
    ['nothing', undefined, false],
  ])('R-COND-007 "another field is not empty" holds for %s: %s', (_case, answer, expected) => {
    expect(holds({ kind: 'notEmpty', field: 'other' }, answer)).toBe(expected);
  });

  const anyOfColours: Condition = {
    kind: 'anyOf',
    conditions: [
      { kind: 'hasValue', field: 'other', value: 'red' },
      { kind: 'hasValue', field: 'other', value: 'blue' },
    ],
  };
  it.each<Row>([
    ['the first matches', 'red', true],
    ['the second matches', 'blue', true],
    ['none matches', 'green', false],
    ['nothing is answered', null, false],
  ])('R-COND-008 "any of a set matches" holds when at least one matches: %s', (_case, answer, expected) => {
    expect(holds(anyOfColours, answer)).toBe(expected);
  });

  it('R-COND-008 an empty set never matches', () => {
    expect(holds({ kind: 'anyOf', conditions: [] }, 'x')).toBe(false);
  });

  it.each<[string, Condition[], boolean]>([
    ['no conditions', [], true],
    [
      'all hold',
      [
        { kind: 'notEmpty', field: 'a' },
        { kind: 'hasValue', field: 'b', value: 'yes' },
      ],
      true,
    ],
    [
      'one fails',
      [
        { kind: 'notEmpty', field: 'a' },
        { kind: 'hasValue', field: 'b', value: 'no' },
      ],
      false,
    ],
  ])(
    'R-COND-001 R-COND-002 a field or html block is shown only if all its conditions hold: %s',
    (_case, conditions, shown) => {
      const answers: Record<string, AnswerValue> = { a: 'x', b: 'yes' };
      expect(allConditionsHold(conditions, (field) => answers[field])).toBe(shown);
    },
  );

  it('combines with all and not', () => {
    const answers: Record<string, AnswerValue> = { a: 'x', b: null };
    const answerOf = (field: string) => answers[field];
    const both: Condition = {
      kind: 'all',
      conditions: [
        { kind: 'notEmpty', field: 'a' },
        { kind: 'notEmpty', field: 'b' },
      ],
    };
    expect(conditionHolds(both, answerOf)).toBe(false);
    expect(conditionHolds({ kind: 'not', condition: both }, answerOf)).toBe(true);
  });

  it('lists the fields a condition reads, through every combinator', () => {
    const condition: Condition = {
      kind: 'all',
      conditions: [
        { kind: 'not', condition: { kind: 'notEmpty', field: 'a' } },
        {
          kind: 'anyOf',
          conditions: [
            { kind: 'hasValue', field: 'b' },
            { kind: 'dateOnOrAfter', field: 'c', date: '2024-01-01' },
          ],
        },
      ],
    };
    expect(conditionFields(condition)).toEqual(['a', 'b', 'c']);
  });
});
