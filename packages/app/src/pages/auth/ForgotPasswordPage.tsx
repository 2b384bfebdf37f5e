import { AuthFrame, ForgotPasswordForm, useAuthTranslation } from '../../features/auth/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** /forgot-password: ask for a link to choose a new password. */
export function Page() {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  if (!ready) return null;
  return (
    <AuthFrame title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
