import { ButtonLink, MessagePage, messageTextClass } from '@mobilise/ui';
import { useAuthTranslation } from '../../features/auth/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** /reset-password/expired: the reset link was expired, used, superseded or unknown (A6, A7). */
export function Page() {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  if (!ready) return null;
  return (
    <MessagePage
      title={t('resetPasswordExpired.title')}
      actions={
        <>
          <ButtonLink href={routePath('ForgotPassword')}>{t('resetPasswordExpired.newLink')}</ButtonLink>
          <ButtonLink href={routePath('Login')} variant="secondary">
            {t('authForm.backToSignIn')}
          </ButtonLink>
        </>
      }
    >
      <p className={messageTextClass}>{t('resetPasswordExpired.message')}</p>
    </MessagePage>
  );
}
