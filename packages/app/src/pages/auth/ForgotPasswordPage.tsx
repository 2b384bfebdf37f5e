import { AuthFrame } from '../../features/auth/AuthFrame.tsx';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm.tsx';
import { useAuthTranslation } from '../../features/auth/useAuthTranslation.ts';

/** /forgot-password: ask for a link to choose a new password. */
export function Page() {
  const { t, ready } = useAuthTranslation();
  if (!ready) return null;
  return (
    <AuthFrame title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
