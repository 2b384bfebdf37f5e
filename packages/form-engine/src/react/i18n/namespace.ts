import type { Language } from '@mobilise/ui/i18n';

/** The i18next namespace of the form engine's own texts (navigation, modals, uploads). */
export const formNamespace = 'form';

type Resource = Record<string, unknown>;

/** One loader per language, so a page downloads only the language it shows. */
export const formLocaleLoaders: Record<Language, () => Promise<{ default: Resource }>> = {
  en: () => import('./locales/en/form.json'),
  es: () => import('./locales/es/form.json'),
  fr: () => import('./locales/fr/form.json'),
  pt: () => import('./locales/pt/form.json'),
};
