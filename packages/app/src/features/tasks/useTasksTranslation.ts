import { toLanguage } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';

/** The namespace of the task lists: the organisation's tasks. */
export const tasksNamespace = 'tasks';

/** `t` bound to the tasks namespace, and the interface language as the date helpers take it. */
export const useTasksTranslation = () => {
  const translation = useTranslation(tasksNamespace);
  return { ...translation, language: toLanguage(translation.i18n.language) };
};
