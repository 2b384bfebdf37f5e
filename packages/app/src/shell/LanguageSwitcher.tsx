import { RadioGroup } from '@mobilise/ui';
import { type Language, languages } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../features/session/index.ts';

/**
 * Chooses the interface language among en, es, fr and pt, each named in its own language.
 * Four radios rather than a select: every option stays in sight, and the page does not carry the
 * select's 65 KB of list-box code for four choices.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useInterfaceLanguage();
  return (
    <RadioGroup
      label={t('shell.language.label')}
      orientation="horizontal"
      options={languages.map((code) => ({ value: code, label: t(`shell.language.${code}`) }))}
      value={language}
      onChange={(value) => void changeLanguage(value as Language)}
    />
  );
}
