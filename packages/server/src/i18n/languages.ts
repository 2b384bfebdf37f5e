/**
 * The interface languages: English is the fallback. The same list as the ui's
 * (packages/ui/src/i18n/languages.ts), which the server may not import.
 */
export const languages = ['en', 'es', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
