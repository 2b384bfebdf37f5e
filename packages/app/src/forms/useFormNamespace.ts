import { formLocaleLoaders, formNamespace } from '@mobilise/form-engine/react';
import { toLanguage } from '@mobilise/ui/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Adds the form engine's texts for the interface language to i18next, then reports ready. They load with
 * the page that shows a form, so pages without one never download them.
 */
export const useFormNamespace = (): boolean => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [readyFor, setReadyFor] = useState<string | null>(() =>
    i18n.hasResourceBundle(language, formNamespace) ? language : null,
  );
  useEffect(() => {
    if (i18n.hasResourceBundle(language, formNamespace)) return setReadyFor(language);
    let current = true;
    void formLocaleLoaders[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, formNamespace, texts, true, false);
      if (current) setReadyFor(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return readyFor === language;
};
