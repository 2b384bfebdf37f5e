import { formLocaleLoaders, formNamespace } from '@mobilise/form-engine/react';
import { fallbackLanguage, languages, uiLocaleLoaders, uiNamespace } from '@mobilise/ui/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appNamespaceFiles } from '../packages/app/src/i18n/app-namespaces.ts';

const appLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../packages/app/src/i18n/locales/*/*.json',
);

/** Stories show every language on demand, so all four are loaded up front. */
export const storyI18n = i18next.createInstance();

export const storyI18nReady = (async () => {
  const bundles = await Promise.all(
    languages.map(
      async (language) =>
        [
          language,
          {
            [uiNamespace]: (await uiLocaleLoaders[language]()).default,
            [formNamespace]: (await formLocaleLoaders[language]()).default,
            ...Object.fromEntries(
              await Promise.all(
                Object.entries(appNamespaceFiles).map(async ([namespace, file]) => {
                  const load = appLocaleFiles[`../packages/app/src/i18n/locales/${language}/${file}.json`];
                  if (!load) throw new Error(`No ${language} translations for the app's ${namespace}`);
                  return [namespace, (await load()).default];
                }),
              ),
            ),
          },
        ] as const,
    ),
  );
  await storyI18n.use(initReactI18next).init({
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    ns: [uiNamespace, formNamespace, ...Object.keys(appNamespaceFiles)],
    defaultNS: uiNamespace,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(bundles),
  });
})();
