import { toLanguage } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';

/** The namespace of the calendar feed panel. */
export const calendarFeedNamespace = 'calendarFeed';

/** `t` bound to the calendar feed namespace, and the interface language as the date helpers take it. */
export const useCalendarFeedTranslation = () => {
  const translation = useTranslation(calendarFeedNamespace);
  return { ...translation, language: toLanguage(translation.i18n.language) };
};
