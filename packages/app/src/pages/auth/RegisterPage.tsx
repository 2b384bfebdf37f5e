import { Navigate, useSearchParams } from 'react-router-dom';
import {
  AuthFrame,
  enterApp as enterSignedInApp,
  NewPasswordForm,
  register,
  useAuthTranslation,
} from '../../features/auth/index.ts';
import { pathAfterSignIn } from '../../guards/evaluate-route.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import type { LoginPageProps } from './LoginPage.tsx';

/**
 * /register?token=…, the invitation link: choose a password; the server then signs the user in, and
 * Home sends them on. A link without a token is as good as an expired one.
 */
export function Page({ enterApp = enterSignedInApp }: LoginPageProps) {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  const token = useSearchParams()[0].get('token');
  if (!token) return <Navigate to={routePath('RegisterExpired')} replace />;
  if (!ready) return null;
  return (
    <AuthFrame title={t('register.title')} intro={t('register.intro')}>
      <NewPasswordForm
        submitLabel={t('register.submit')}
        save={(password) => register({ token, password })}
        onSaved={() => enterApp(pathAfterSignIn(null))}
        expiredRoute="RegisterExpired"
      />
    </AuthFrame>
  );
}
