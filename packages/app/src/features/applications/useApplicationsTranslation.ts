import { toLanguage } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';

/** The namespace of the application's page and its tasks. */
export const applicationsNamespace = 'applications';

/**
 * `t` bound to the applications namespace's texts (under its one top-level key, `application`, since the
 * namespaces of a language share one file), and the interface language as the date helpers take it.
 */
export const useApplicationsTranslation = () => {
  const translation = useTranslation(applicationsNamespace, { keyPrefix: 'application' });
  return { ...translation, language: toLanguage(translation.i18n.language) };
};
