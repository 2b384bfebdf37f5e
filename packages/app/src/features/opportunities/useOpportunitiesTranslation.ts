import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The namespace of the opportunities' screens (requisitions, vision and strategy papers). */
export const opportunitiesNamespace = 'opportunities';

/** `t` bound to the opportunities namespace, and a moment shown as 'Do MMM YYYY' in the interface language. */
export const useOpportunitiesTranslation = () => {
  const translation = useTranslation(opportunitiesNamespace);
  const language = toLanguage(translation.i18n.language);
  const displayDate = useCallback((value: string) => formatDisplayTimestamp(value, language), [language]);
  return { ...translation, displayDate };
};
