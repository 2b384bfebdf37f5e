import type { Language } from './languages.ts';

/** The i18next namespace of the component library; an app may override any of its keys. */
export const uiNamespace = 'ui';

type Resource = Record<string, unknown>;

/** One loader per language, so a page downloads only the language it shows. */
export const uiLocaleLoaders: Record<Language, () => Promise<{ default: Resource }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  pt: () => import('./locales/pt.json'),
};
