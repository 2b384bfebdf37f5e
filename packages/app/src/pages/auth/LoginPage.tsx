import { Alert } from '@mobilise/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  AuthFrame,
  enterApp as enterSignedInApp,
  readAuthLocationState,
  SignInForm,
  useAuthTranslation,
} from '../../features/auth/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

export interface LoginPageProps {
  /** Leaves for the app once signed in (stories watch it instead). @default a full page load */
  enterApp?: (path: string) => void;
}

/** /login: sign in, then go back to the page asked for (`?redirect=`), or Home. */
export function Page({ enterApp = enterSignedInApp }: LoginPageProps) {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  const [query] = useSearchParams();
  const { passwordChanged } = readAuthLocationState(useLocation().state);
  if (!ready) return null;
  return (
    <AuthFrame title={t('signIn.title')} intro={t('signIn.intro')}>
      {passwordChanged ? <Alert tone="positive">{t('signIn.passwordChanged')}</Alert> : null}
      <SignInForm redirect={query.get('redirect') ?? undefined} enterApp={enterApp} />
    </AuthFrame>
  );
}
