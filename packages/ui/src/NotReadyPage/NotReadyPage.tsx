import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { MessagePage, messageTextClass } from '../MessagePage/MessagePage.tsx';

export interface NotReadyPageProps {
  /**
   * Where "Return Home" leads.
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The page for an address the app knows but whose screen comes in a later version: the menus lead
 * there, so it says the page is still to come rather than that it does not exist (NotFoundPage).
 */
export function NotReadyPage({ homeHref = '/' }: NotReadyPageProps) {
  const { t } = useUiTranslation();
  return (
    <MessagePage
      title={t('notReady.title')}
      actions={<ButtonLink href={homeHref}>{t('returnHome')}</ButtonLink>}
    >
      <p className={messageTextClass}>{t('notReady.text')}</p>
    </MessagePage>
  );
}
