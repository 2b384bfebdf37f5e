import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@mobilise/ui/i18n';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every namespace of the app and of the ui library, as {namespace: {language: file}}. */
const namespaces: Record<string, Record<string, string>> = {
  ui: Object.fromEntries(
    languages.map((language) => [
      language,
      fileURLToPath(new URL(`../../../ui/src/i18n/locales/${language}.json`, import.meta.url)),
    ]),
  ),
};
const appLocales = fileURLToPath(new URL('./locales', import.meta.url));
for (const file of readdirSync(join(appLocales, 'en'))) {
  namespaces[file.replace(/\.json$/, '')] = Object.fromEntries(
    languages.map((language) => [language, join(appLocales, language, file)]),
  );
}

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(namespaces))('the %s translations', (_namespace, files) => {
  const read = (language: string): [string, string][] => {
    const file = files[language];
    if (!file) throw new Error(`no ${language} file`);
    return leaves(JSON.parse(readFileSync(file, 'utf8')));
  };
  const english = new Map(read('en'));

  it.each(languages)('%s has every key of English, no more, none empty, the same placeholders', (language) => {
    const translated = new Map(read(language));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
      expect(placeholders(text), `${language} ${key} placeholders`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
