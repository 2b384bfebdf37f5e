import { fallbackLanguage, isLanguage, type Language } from '@mobilise/ui/i18n';

/** Where the chosen language is kept (read before the app starts too: `prerender/`). */
export const languageStorageKey = 'mobilise.language';

/** The language the user chose, kept in this browser (spec 01 §1); English until they choose. */
export const readStoredLanguage = (): Language => {
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : fallbackLanguage;
};

export const storeLanguage = (language: Language): void => localStorage.setItem(languageStorageKey, language);
