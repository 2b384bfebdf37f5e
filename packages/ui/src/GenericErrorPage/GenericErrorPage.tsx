import { Link } from 'react-aria-components/Link';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { MessagePage, messageTextClass } from '../MessagePage/MessagePage.tsx';
import * as styles from './GenericErrorPage.css.ts';

export interface GenericErrorPageProps {
  /** The support address shown under the message; omitted in creative-access mode. */
  supportEmail?: string;
  /**
   * Reloads the page; replaceable in stories and tests.
   * @default window.location.reload
   */
  onReload?: () => void;
}

/** The page shown when something failed that the user cannot fix. */
export function GenericErrorPage({
  supportEmail,
  onReload = () => window.location.reload(),
}: GenericErrorPageProps) {
  const { t } = useUiTranslation();
  return (
    <MessagePage title={t('genericError.title')}>
      <p className={messageTextClass}>{t('genericError.text')}</p>
      <Link className={styles.reload} onPress={onReload}>
        {t('genericError.reload')}
      </Link>
      {supportEmail ? (
        <p className={messageTextClass}>{t('genericError.contact', { email: supportEmail })}</p>
      ) : null}
    </MessagePage>
  );
}
