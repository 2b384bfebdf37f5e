import { formLocaleLoaders, formNamespace } from '@mobilise/form-engine/react';
import { fallbackLanguage, languages, uiLocaleLoaders, uiNamespace } from '@mobilise/ui/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appLocaleLoaders } from '../packages/app/src/i18n/app-namespaces.ts';

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
                Object.entries(appLocaleLoaders).map(async ([namespace, load]) => [
                  namespace,
                  (await load[language]()).default,
                ]),
              ),
            ),
          },
        ] as const,
    ),
  );
  await storyI18n.use(initReactI18next).init({
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    ns: [uiNamespace, formNamespace, ...Object.keys(appLocaleLoaders)],
    defaultNS: uiNamespace,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(bundles),
  });
})();
