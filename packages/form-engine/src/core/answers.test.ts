import type { AnswerValue, FieldType } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { isEmptyAnswer, isMultiAnswer, normaliseAnswer, storedAnswer, toSentAnswer } from './answers.ts';
import { local, question } from './template-builders.ts';

const withMultiple = (fieldType: FieldType) => ({
  fieldType,
  hasMultipleAnswers: false,
  constraints: [local({ type: 'Multiple' })],
});

describe('answers', () => {
  it.each<[string, AnswerValue | undefined, AnswerValue]>([
    ['an empty string', '', null],
    ['undefined', undefined, null],
    ['null', null, null],
    ['text', 'Lima', 'Lima'],
    ['zero', 0, 0],
    ['false', false, false],
  ])('R-CONSTR-015 a single-answer field treats %s as %j', (_case, value, held) => {
    expect(normaliseAnswer(value, false)).toEqual(held);
    expect(isEmptyAnswer(normaliseAnswer(value, false))).toBe(held === null);
  });

  it.each<[string, AnswerValue | undefined, AnswerValue]>([
    ['a list', ['a', 'b'], ['a', 'b']],
    ['a list with empty entries', ['a', '', null], ['a']],
    ['one answer', 'a', ['a']],
    ['nothing', undefined, []],
  ])('R-CONSTR-013 a multi-answer field holds %s as a list', (_case, value, held) => {
    expect(normaliseAnswer(value, true)).toEqual(held);
  });

  it('R-CONSTR-013 a Multiple constraint, or the hasMultipleAnswers flag, makes a field hold a list', () => {
    expect(isMultiAnswer(withMultiple('CheckboxGroup'))).toBe(true);
    expect(isMultiAnswer({ fieldType: 'Text', hasMultipleAnswers: true, constraints: [] })).toBe(true);
    expect(isMultiAnswer({ fieldType: 'Text', hasMultipleAnswers: false, constraints: [] })).toBe(false);
  });

  it.each<FieldType>(['Phone', 'CurrentPhoneNumber'])(
    'R-CONSTR-016 a phone-number field (%s) ignores Multiple',
    (type) => {
      expect(isMultiAnswer(withMultiple(type))).toBe(false);
    },
  );

  it('R-CONSTR-017 a position-assignment field ignores Multiple', () => {
    expect(isMultiAnswer(withMultiple('PositionAssignments'))).toBe(false);
  });

  it('starts from the stored answers: the first for a single-answer field, all for a multi-answer one', () => {
    expect(storedAnswer(question('city', 'Text', { answers: ['Lima'] }))).toBe('Lima');
    expect(storedAnswer(question('city', 'Text', { answers: [] }))).toBeNull();
    expect(
      storedAnswer(question('days', 'CheckboxGroup', { hasMultipleAnswers: true, answers: ['mo', 'tu'] })),
    ).toEqual(['mo', 'tu']);
  });

  it.each<[string, AnswerValue, AnswerValue]>([
    ['a calendar day', { year: 2025, month: 3, day: 7 }, '2025-03-07'],
    ['an ISO date-time', '2025-03-07T00:00:00.000Z', '2025-03-07'],
    ['a stored date', '2025-03-07', '2025-03-07'],
    ['an empty date', null, null],
    ['a list of days', [{ year: 999, month: 12, day: 31 }], ['0999-12-31']],
  ])('R-AUTOSAVE-015 a date answer is converted before it is sent: %s', (_case, value, sent) => {
    expect(toSentAnswer(value, 'Date')).toEqual(sent);
  });

  it('R-AUTOSAVE-015 leaves answers of other field types as they are', () => {
    const address = { year: 2025, month: 3, day: 7 };
    expect(toSentAnswer(address, 'Address')).toBe(address);
  });
});
