import {
  fallbackLanguage,
  isLanguage,
  type Language,
  languages,
  uiLocaleLoaders,
  uiNamespace,
} from '@mobilise/ui/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appLocaleLoaders } from './app-namespaces.ts';
import { readStoredLanguage } from './language-store.ts';

const loaders: typeof appLocaleLoaders = { ...appLocaleLoaders, [uiNamespace]: uiLocaleLoaders };

/** Loads one namespace of one language as its own chunk, so a page carries only its language. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = loaders[namespace]?.[isLanguage(language) ? language : fallbackLanguage];
    if (!load) return callback(new Error(`No translations for ${namespace}/${language}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Starts i18next with the stored language and waits until its texts are loaded. */
export const setupI18n = async (language: Language = readStoredLanguage()) => {
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      ns: ['common', 'shell', uiNamespace],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = language;
  return i18next;
};
