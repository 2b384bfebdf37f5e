import { allowedValues } from '../styles/allowedValues.ts';

/** The interface languages: English is the fallback. */
export type Language = 'en' | 'es' | 'fr' | 'pt';
export const languages = allowedValues<Language>()(['en', 'es', 'fr', 'pt']);
export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The interface language a value names, or the fallback when it names none of ours. */
export const toLanguage = (value: unknown): Language => (isLanguage(value) ? value : fallbackLanguage);
