import { Alert } from '@mobilise/ui';
import { useLocation } from 'react-router-dom';
import {
  AuthFrame,
  ForgotPasswordForm,
  readAuthLocationState,
  useAuthTranslation,
} from '../../features/auth/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** /forgot-password/failed: the link could not be asked for; the form again, with the address kept. */
export function Page() {
  usePageTitle();
  const { t, ready } = useAuthTranslation();
  const location = useLocation();
  const { email } = readAuthLocationState(location.state);
  if (!ready) return null;
  return (
    <AuthFrame title={t('forgotPasswordFailed.title')}>
      <Alert key={location.key} tone="critical" isLive>
        {t('forgotPasswordFailed.message')}
      </Alert>
      <ForgotPasswordForm initialEmail={email} />
    </AuthFrame>
  );
}
