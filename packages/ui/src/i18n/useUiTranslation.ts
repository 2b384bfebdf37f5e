import { useTranslation } from 'react-i18next';
import { uiNamespace } from './namespace.ts';

/** `t` bound to the ui namespace. */
export const useUiTranslation = () => useTranslation(uiNamespace);
