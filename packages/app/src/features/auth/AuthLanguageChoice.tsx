import { Button } from '@mobilise/ui';
import { languages } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../session/index.ts';
import * as styles from './AuthFrame.css.ts';

/**
 * The interface language on the sign-in screens, where a visitor looks for it before signing in: four
 * buttons, each language named in its own words, the one in use pressed; a press changes the language at
 * once and keeps it in this browser. Plain buttons rather than a select or a radio group, because the
 * sign-in page is the first one loaded and they add the least code to it.
 */
export function AuthLanguageChoice() {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useInterfaceLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; these buttons act at once.
    <div role="group" aria-label={t('shell.language.label')} className={styles.languages}>
      {languages.map((code) => (
        <Button
          key={code}
          variant="tertiary"
          size="sm"
          aria-pressed={code === language}
          onPress={() => void changeLanguage(code)}
        >
          <span lang={code}>{t(`shell.language.${code}`)}</span>
        </Button>
      ))}
    </div>
  );
}
