import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { MessagePage, messageTextClass } from '../MessagePage/MessagePage.tsx';

export interface NotFoundPageProps {
  /**
   * Where "Return Home" leads.
   * @default '/'
   */
  homeHref?: string;
}

/** The page for any unknown path. */
export function NotFoundPage({ homeHref = '/' }: NotFoundPageProps) {
  const { t } = useUiTranslation();
  return (
    <MessagePage
      title={t('notFound.title')}
      actions={<ButtonLink href={homeHref}>{t('returnHome')}</ButtonLink>}
    >
      <p className={messageTextClass}>{t('notFound.text')}</p>
    </MessagePage>
  );
}
