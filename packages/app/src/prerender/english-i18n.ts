import { fallbackLanguage } from '@mobilise/ui/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, type LanguageBundle } from '../i18n/setup.ts';

/** i18next as the app runs it, in English only: every page rendered outside the browser is English. */
export const startEnglishI18n = async (english: LanguageBundle) => {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: fallbackLanguage,
    resources: { [fallbackLanguage]: english },
    initAsync: false,
  });
};
