import { Alert } from '@mobilise/ui';
import { useLocation } from 'react-router-dom';
import {
  AuthFrame,
  enterApp as enterSignedInApp,
  readAuthLocationState,
  SignInForm,
  useAuthTranslation,
} from '../../features/auth/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import type { LoginPageProps } from './LoginPage.tsx';

/** /login/failed: the e-mail or password was wrong; the form again, with the e-mail kept. */
export function Page({ enterApp = enterSignedInApp }: LoginPageProps) {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  const location = useLocation();
  const { email, redirect } = readAuthLocationState(location.state);
  if (!ready) return null;
  return (
    <AuthFrame title={t('signInFailed.title')}>
      {/* Keyed by the history entry: a second failure replaces the entry and is announced again. */}
      <Alert key={location.key} tone="critical" isLive>
        <p>{t('signInFailed.message')}</p>
        <p>{t('signInFailed.help')}</p>
      </Alert>
      <SignInForm initialEmail={email} redirect={redirect} enterApp={enterApp} />
    </AuthFrame>
  );
}
