import { formatDisplayDate } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespace of the member's own area and the onboarding. Its `shared`, `personProfile` and `family` texts
 * are read by the pieces of this folder and by other features too, so the hook lives here.
 */
export const myAimNamespace = 'myAim';

/**
 * `t` bound to the myAim namespace, and a stored date shown as 'Do MMM YYYY' in the interface language;
 * a missing date reads as "not set".
 */
export const useMyAimTranslation = () => {
  const translation = useTranslation(myAimNamespace);
  const { t, i18n } = translation;
  const language = toLanguage(i18n.language);
  const displayDate = useCallback(
    (value: string | null) => (value === null ? t('shared.notSet') : formatDisplayDate(value, language)),
    [t, language],
  );
  return { ...translation, displayDate };
};
