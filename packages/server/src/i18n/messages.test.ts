import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { catalogues, interpolate, placeholdersOf, translate } from './messages.ts';

describe('the message catalogue', () => {
  const english = catalogues.en;

  it.each(languages)('%s has every key of English, no other, each with the same placeholders', (language) => {
    const catalogue = catalogues[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translated = catalogue[key as keyof typeof english];
      expect(translated.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholdersOf(translated).sort(), `${language}.${key}`).toEqual(placeholdersOf(message).sort());
    }
  });

  it('fills the placeholders of a message and leaves one without a value as written', () => {
    const message = 'Try again in {{seconds}} s, {{name}}.';
    expect(placeholdersOf(message)).toEqual(['seconds', 'name']);
    expect(interpolate(message, { seconds: 30 })).toBe('Try again in 30 s, {{name}}.');
  });

  it('gives the message of a key in the language asked for', () => {
    expect(translate('fr', 'not_found')).toBe('Rien n’a été trouvé à cette adresse.');
  });
});
