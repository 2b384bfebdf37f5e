import { Button } from '@mobilise/ui';
import { languages, toLanguage } from '@mobilise/ui/i18n';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/language-store.ts';
import * as styles from './AuthFrame.css.ts';

/**
 * The interface language on the sign-in screens, where a visitor looks for it before signing in: four
 * buttons, each language named in its own words, the one in use pressed; a press changes the language at
 * once and keeps it in this browser. Plain buttons rather than a select or a radio group, because the
 * sign-in page is the first one loaded and they add the least code to it; for the same reason it switches
 * through the language store of the start-up code rather than the shell's hook, which also refetches every query (a signed-out
 * visitor has none in a language worth refetching).
 */
export function AuthLanguageChoice() {
  const { t, i18n } = useTranslation('shell');
  const language = toLanguage(i18n.resolvedLanguage);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; these buttons act at once.
    <div role="group" aria-label={t('shell.language.label')} className={styles.languages}>
      {languages.map((code) => (
        <Button
          key={code}
          variant="tertiary"
          size="sm"
          aria-pressed={code === language}
          onPress={() => void switchLanguage(code)}
        >
          <span lang={code}>{t(`shell.language.${code}`)}</span>
        </Button>
      ))}
    </div>
  );
}
