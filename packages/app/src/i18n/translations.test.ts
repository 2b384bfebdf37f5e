import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@mobilise/ui/i18n';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Translation folders laid out as `<language>/<file>.json`: the ui library's, the form engine's and the app's. */
const localeFolders = {
  ui: fileURLToPath(new URL('../../../ui/src/i18n/locales', import.meta.url)),
  form: fileURLToPath(new URL('../../../form-engine/src/react/i18n/locales', import.meta.url)),
  app: fileURLToPath(new URL('./locales', import.meta.url)),
};

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
const read = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8'));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const files = Object.entries(localeFolders).flatMap(([owner, folder]) =>
  readdirSync(join(folder, 'en')).map((file) => ({ name: `${owner}/${file}`, folder, file })),
);

describe.each(files)('the $name translations', ({ folder, file }) => {
  const english = new Map(leaves(read(join(folder, 'en', file))));

  it.each(languages)(
    '%s has every key of English, no more, none empty, the same placeholders',
    (language) => {
      const translated = new Map(leaves(read(join(folder, language, file))));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
        expect(placeholders(text), `${language} ${key} placeholders`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
      }
    },
  );
});

describe.each(Object.entries(localeFolders))('the %s translation files', (_owner, folder) => {
  it('each own their top-level keys, so merging a language never overwrites a text', () => {
    const owners = new Map<string, string>();
    for (const file of readdirSync(join(folder, 'en'))) {
      for (const key of Object.keys(read(join(folder, 'en', file)))) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${file}`).toBeUndefined();
        owners.set(key, file);
      }
    }
  });
});
