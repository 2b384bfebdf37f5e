import { toLanguage } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';

/** The namespace of the assignment's page. */
export const assignmentsNamespace = 'assignments';

/**
 * `t` bound to the assignments namespace's texts (under its one top-level key, `assignmentPage`, since the
 * namespaces of a language share one file), and the interface language as the date helpers take it.
 */
export const useAssignmentsTranslation = () => {
  const translation = useTranslation(assignmentsNamespace, { keyPrefix: 'assignmentPage' });
  return { ...translation, language: toLanguage(translation.i18n.language) };
};
