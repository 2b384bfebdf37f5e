import { fallbackLanguage, isLanguage, type Language } from '@mobilise/ui/i18n';

const storageKey = 'mobilise.language';

/** The language the user chose, kept in this browser (spec 01 §1); English until they choose. */
export const readStoredLanguage = (): Language => {
  const stored = localStorage.getItem(storageKey);
  return isLanguage(stored) ? stored : fallbackLanguage;
};

export const storeLanguage = (language: Language): void => localStorage.setItem(storageKey, language);
