/** The interface languages: English is the fallback. */
export const languages = ['en', 'es', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The interface language a value names, or the fallback when it names none of ours. */
export const toLanguage = (value: unknown): Language => (isLanguage(value) ? value : fallbackLanguage);
