export type { Language } from './languages.ts';
export { fallbackLanguage, isLanguage, languages } from './languages.ts';
export { uiLocaleLoaders, uiNamespace } from './namespace.ts';
