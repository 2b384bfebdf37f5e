import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthLocationState } from '../../features/auth/index.ts';
import { AuthFrame, NewPasswordForm, resetPassword, useAuthTranslation } from '../../features/auth/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * /reset-password?token=…, the link of a reset mail: choose a new password. The server starts no session
 * for it, so the user then signs in with it. A link without a token is as good as an expired one.
 */
export function Page() {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  if (!token) return <Navigate to={routePath('ResetPasswordExpired')} replace />;
  if (!ready) return null;
  const passwordChanged: AuthLocationState = { passwordChanged: true };
  return (
    <AuthFrame title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <NewPasswordForm
        submitLabel={t('resetPassword.submit')}
        save={(password) => resetPassword({ token, password })}
        onSaved={() => navigate(routePath('Login'), { replace: true, state: passwordChanged })}
        expiredRoute="ResetPasswordExpired"
      />
    </AuthFrame>
  );
}
