import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { languages } from './languages.ts';
import { catalogues, interpolate, isMessageKey, placeholdersOf, translate } from './messages.ts';

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

  it('has the code of every error class of the server, so no error answers in English only', async () => {
    const sourceRoot = fileURLToPath(new URL('..', import.meta.url));
    const files = (await readdir(sourceRoot, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const codes = new Map<string, string>();
    for (const file of files) {
      if (!(await readFile(join(sourceRoot, file), 'utf8')).includes('extends HttpError')) {
        continue;
      }
      for (const [name, value] of Object.entries(await import(join(sourceRoot, file)))) {
        if (typeof value === 'function' && value.prototype instanceof HttpError) {
          // Constructor arguments only fill in details (a version, a wait); the code does not depend on them.
          const error = new (value as new () => HttpError)();
          codes.set(`${file}: ${name}`, error.code);
        }
      }
    }
    expect(codes.size).toBeGreaterThan(5);
    for (const [errorClass, code] of codes) {
      expect(isMessageKey(code), `${errorClass} answers with code ${code}: add it to i18n/messages`).toBe(
        true,
      );
    }
  });
});
