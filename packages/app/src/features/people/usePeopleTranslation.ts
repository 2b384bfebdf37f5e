import { toLanguage } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';

/** The namespace of the people, families and memberships screens and the person pop-up. */
export const peopleNamespace = 'people';

/** `t` bound to the people namespace, and the interface language as the date helpers take it. */
export const usePeopleTranslation = () => {
  const translation = useTranslation(peopleNamespace);
  return { ...translation, language: toLanguage(translation.i18n.language) };
};
