import localeBundleUrls from 'virtual:locale-bundles';
import { fallbackLanguage, type Language, languages, toLanguage, uiNamespace } from '@mobilise/ui/i18n';
import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appNamespaceFiles } from './app-namespaces.ts';
import { readStoredLanguage } from './language-store.ts';

/** A language's texts, by namespace: one JSON file per language. */
export type LanguageBundle = Record<string, Record<string, unknown>>;

const bundles = new Map<Language, Promise<LanguageBundle>>();

/**
 * A language's one JSON file of every namespace (`build/locale-bundles.ts`), fetched once: i18next asks
 * for each namespace on its own. A failed fetch is forgotten, so i18next's retry fetches again.
 */
const fetchBundle = (language: Language): Promise<LanguageBundle> => {
  const known = bundles.get(language);
  if (known) return known;
  const bundle = fetch(localeBundleUrls[language]).then((response) => {
    if (!response.ok) throw new Error(`The ${language} language file answered ${response.status}`);
    return response.json() as Promise<LanguageBundle>;
  });
  bundles.set(language, bundle);
  bundle.catch(() => bundles.delete(language));
  return bundle;
};

const languageFileBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    fetchBundle(toLanguage(language)).then(
      (bundle) =>
        bundle[namespace]
          ? callback(null, bundle[namespace])
          : callback(new Error(`No translations for ${namespace}/${language}`), false),
      (error: Error) => callback(error, false),
    );
  },
};

/** Later start-up work: after the first page's own requests, where the browser can tell (not Safari). */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 1000);

/** How the app's i18next runs, in the browser and when the build prerenders a page (`prerender/`). */
export const i18nOptions = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  ns: [...Object.keys(appNamespaceFiles), uiNamespace],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * Starts i18next with the stored language and waits until its texts (and English, the fallback) are
 * loaded; the other languages follow once the first page shows (`loadOtherLanguagesWhenIdle`).
 */
export const setupI18n = async (language: Language = readStoredLanguage()) => {
  await i18next
    .use(languageFileBackend)
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: language });
  document.documentElement.lang = language;
  return i18next;
};

/**
 * The other languages, so that switching is immediate. Called once the first page has
 * rendered: idle moments come up while React renders it in slices, and requests started there were among
 * the first page's own on a phone, delaying its largest paint.
 */
export const loadOtherLanguagesWhenIdle = () => {
  whenIdle(() => void i18next.loadLanguages([...languages]));
};
