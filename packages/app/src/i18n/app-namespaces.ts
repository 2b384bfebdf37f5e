import type { Language } from '@mobilise/ui/i18n';

type Resource = Record<string, unknown>;

/** The app's own namespaces, each loaded per language on demand. */
export const appLocaleLoaders: Record<string, Record<Language, () => Promise<{ default: Resource }>>> = {
  common: {
    en: () => import('./locales/en/common.json'),
    es: () => import('./locales/es/common.json'),
    fr: () => import('./locales/fr/common.json'),
    pt: () => import('./locales/pt/common.json'),
  },
  myAim: {
    en: () => import('./locales/en/my-aim.json'),
    es: () => import('./locales/es/my-aim.json'),
    fr: () => import('./locales/fr/my-aim.json'),
    pt: () => import('./locales/pt/my-aim.json'),
  },
  auth: {
    en: () => import('./locales/en/auth.json'),
    es: () => import('./locales/es/auth.json'),
    fr: () => import('./locales/fr/auth.json'),
    pt: () => import('./locales/pt/auth.json'),
  },
  shell: {
    en: () => import('./locales/en/shell.json'),
    es: () => import('./locales/es/shell.json'),
    fr: () => import('./locales/fr/shell.json'),
    pt: () => import('./locales/pt/shell.json'),
  },
};
