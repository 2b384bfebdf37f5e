import type { Language } from '@mobilise/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/language-store.ts';

/**
 * The interface language: stored in this browser, sent as Accept-Language on every call.
 * Changing it loads that language's texts and refetches every query, since the server's answers
 * (error messages, reference-list names) are in the language asked for.
 */
export const useInterfaceLanguage = () => {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const changeLanguage = async (language: Language) => {
    await switchLanguage(language);
    await queryClient.invalidateQueries();
  };
  return { language: i18n.resolvedLanguage as Language, changeLanguage };
};
