import { Select } from '@mobilise/ui';
import { type Language, languages } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../features/session/index.ts';

/** Chooses the interface language among en, es, fr and pt (spec 01 §1), each named in its own language. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useInterfaceLanguage();
  return (
    <Select
      label={t('shell.language.label')}
      options={languages.map((code) => ({ value: code, label: t(`shell.language.${code}`) }))}
      value={language}
      onChange={(value) => void changeLanguage(value as Language)}
    />
  );
}
