import { useTranslation } from 'react-i18next';
import { formNamespace } from './namespace.ts';

/** `t` bound to the form namespace, and the language validation messages are translated into. */
export const useFormTranslation = () => useTranslation(formNamespace);
