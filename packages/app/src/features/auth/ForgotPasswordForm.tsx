import { Alert, TextField } from '@mobilise/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routePath } from '../../routes/routePath.ts';
import { AuthForm } from './AuthForm.tsx';
import * as styles from './AuthFrame.css.ts';
import { AuthLink } from './AuthLink.tsx';
import { requestPasswordReset } from './auth-api.ts';
import type { AuthLocationState } from './auth-location-state.ts';
import { formProblemOf } from './form-problem.ts';
import { useAuthForm } from './useAuthForm.ts';
import { useAuthTranslation } from './useAuthTranslation.ts';

/**
 * Asks for a reset link. Once the server took the request the form gives way to the same confirmation
 * for every address, known or not (A5); when the request could not be made the failed page offers the
 * form again with the address kept.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { /** @default '' */ initialEmail?: string }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sending = useAuthForm();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    if (email.trim() === '') {
      sending.refuse({ email: [t('authForm.emailMissing')] });
      return;
    }
    sending.start();
    try {
      await requestPasswordReset({ email });
      sending.stop();
      setSentTo(email.trim());
    } catch (error) {
      const problem = formProblemOf(error, ['email']);
      if (problem.kind === 'invalidFields') {
        sending.refuse(problem.fieldErrors);
      } else if (problem.kind === 'rateLimited') {
        sending.fail(problem);
      } else {
        sending.stop();
        const failedPath = routePath('ForgotPasswordFailed');
        const state: AuthLocationState = { email };
        navigate(failedPath, { state, replace: pathname === failedPath });
      }
    }
  };

  if (sentTo !== undefined) {
    return (
      <>
        <Alert tone="positive" title={t('forgotPassword.sentTitle')} isLive>
          <p>{t('forgotPassword.sent', { email: sentTo })}</p>
          <p>{t('forgotPassword.sentHelp')}</p>
        </Alert>
        <p className={styles.links}>
          <AuthLink href={routePath('Login')}>{t('authForm.backToSignIn')}</AuthLink>
        </p>
      </>
    );
  }
  return (
    <>
      <AuthForm sending={sending} onSubmit={submit} submitLabel={t('forgotPassword.submit')}>
        <TextField
          label={t('authForm.email')}
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          errors={sending.fieldErrors.email}
        />
      </AuthForm>
      <p className={styles.links}>
        <AuthLink href={routePath('Login')}>{t('authForm.backToSignIn')}</AuthLink>
      </p>
    </>
  );
}
