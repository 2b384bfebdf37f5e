import { formLocaleLoaders, formNamespace } from '@mobilise/form-engine/react';
import { fallbackLanguage, languages, uiLocaleLoaders, uiNamespace } from '@mobilise/ui/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

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
          },
        ] as const,
    ),
  );
  await storyI18n.use(initReactI18next).init({
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    ns: [uiNamespace, formNamespace],
    defaultNS: uiNamespace,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(bundles),
  });
})();
