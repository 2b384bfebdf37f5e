import { addressTypes } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages.ts';
import { placeholdersOf } from '../../i18n/messages.ts';
import { formLabel, formLabelCatalogues } from './labels.ts';

describe('the form-template texts', () => {
  const english = formLabelCatalogues.en;

  it.each(languages)(
    '%s has every key of English, no other, each filled with the same placeholders',
    (language) => {
      const catalogue = formLabelCatalogues[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = catalogue[key as keyof typeof english];
        expect(translated.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholdersOf(translated).sort(), `${language}.${key}`).toEqual(placeholdersOf(text).sort());
      }
    },
  );

  it('gives a text in the language asked for', () => {
    expect(formLabel('es', 'personProfile.fields.dateOfBirth')).toBe('Fecha de nacimiento');
    expect(formLabel('en', 'personProfile.fields.dateOfBirth')).toBe('Date of birth');
  });

  it('R-ENTITY-010 names the five address types Field, Home Assignment/Leave, Current, Other and Permanent', () => {
    expect(addressTypes.map((type) => formLabel('en', `personProfile.addressTypes.${type}`))).toEqual([
      'Field',
      'Home Assignment/Leave',
      'Current',
      'Other',
      'Permanent',
    ]);
  });
});
