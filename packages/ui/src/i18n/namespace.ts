import { type Language, languages } from './languages.ts';

/** The i18next namespace of the component library; an app may override any of its keys. */
export const uiNamespace = 'ui';

type Resource = Record<string, unknown>;

// One file per group of components (`locales/<language>/<group>.json`), each owning its top-level keys.
const localeFiles = import.meta.glob<{ default: Resource }>('./locales/*/*.json');

const loadLanguage = async (language: Language) => {
  const files = Object.entries(localeFiles).filter(([path]) => path.startsWith(`./locales/${language}/`));
  const groups = await Promise.all(files.map(([, load]) => load()));
  return { default: Object.assign({}, ...groups.map((group) => group.default)) as Resource };
};

/** One loader per language, so a page downloads only the language it shows. */
export const uiLocaleLoaders = Object.fromEntries(
  languages.map((language) => [language, () => loadLanguage(language)]),
) as Record<Language, () => Promise<{ default: Resource }>>;
