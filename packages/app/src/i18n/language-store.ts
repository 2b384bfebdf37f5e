import { fallbackLanguage, isLanguage, type Language } from '@mobilise/ui/i18n';
import i18next from 'i18next';
import { browserStorage } from '../shared/storage.ts';

/** Where the chosen language is kept (read before the app starts too: `prerender/`). */
export const languageStorageKey = 'mobilise.language';

/** The language the user chose, kept in this browser; English until they choose. */
export const readStoredLanguage = (): Language => {
  const stored = browserStorage().getItem(languageStorageKey);
  return isLanguage(stored) ? stored : fallbackLanguage;
};

export const storeLanguage = (language: Language): void =>
  browserStorage().setItem(languageStorageKey, language);

/** Switches the interface to `language` at once and keeps it in this browser for the next visit. */
export const switchLanguage = async (language: Language) => {
  storeLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
};
