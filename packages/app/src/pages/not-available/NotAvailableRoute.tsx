import { ButtonLink, MessagePage, messageTextClass } from '@mobilise/ui';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../routes/routePath.ts';

/**
 * A screen of the route table that is not built yet: its route is registered with its guards and the
 * menus lead to it, so the reader is told that the page is still to come, not that it does not exist.
 */
export function Page() {
  const { t } = useTranslation('shell');
  return (
    <MessagePage
      title={t('notAvailable.title')}
      actions={<ButtonLink href={routePath('Home')}>{t('notAvailable.returnHome')}</ButtonLink>}
    >
      <p className={messageTextClass}>{t('notAvailable.text')}</p>
    </MessagePage>
  );
}
