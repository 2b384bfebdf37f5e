import { ButtonLink, MessagePage, messageTextClass } from '@mobilise/ui';
import { useAuthTranslation } from '../../features/auth/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** /register/expired: the invitation link was expired, used or unknown (A6). */
export function Page() {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  if (!ready) return null;
  return (
    <MessagePage
      title={t('registerExpired.title')}
      actions={<ButtonLink href={routePath('Login')}>{t('signIn.submit')}</ButtonLink>}
    >
      <p className={messageTextClass}>{t('registerExpired.message')}</p>
      <p className={messageTextClass}>{t('registerExpired.signedUp')}</p>
    </MessagePage>
  );
}
