import { describe, expect, it } from 'vitest';
import { saveFailedAlert, translate, validationMessages } from './messages.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('validation messages', () => {
  const { en, ...others } = validationMessages;

  it.each(Object.entries(others))(
    '%s has every key of English, none empty, with the same placeholders',
    (_language, texts) => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
      }
    },
  );

  it('R-CONSTR-005 R-CONSTR-012 reads the spec texts in English', () => {
    expect(translate('en', { key: 'validation.required' })).toBe('This field is required.');
    expect(translate('en', { key: 'validation.required_without_all' })).toBe(
      'One of these fields are required.',
    );
  });

  it('fills in the parameters, and falls back to English for a language it does not have', () => {
    expect(translate('fr', { key: 'validation.min.numeric', params: { min: 18 } })).toBe(
      'La valeur doit être au moins 18.',
    );
    expect(translate('de', { key: 'validation.max_words', params: { max: 3 } })).toBe(
      'The text may not be longer than 3 words.',
    );
  });

  it('R-ERROR-019 the rejected-save alert is "There was an error saving your data: " and the messages joined with commas', () => {
    expect(saveFailedAlert('en', ['Name is taken', 'Date is closed'])).toBe(
      'There was an error saving your data: Name is taken, Date is closed',
    );
  });
});
