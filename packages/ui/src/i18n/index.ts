export type { Language } from './languages.ts';
export { fallbackLanguage, isLanguage, languages, toLanguage } from './languages.ts';
export { uiLocaleLoaders, uiNamespace } from './namespace.ts';
