import { TextField } from '@mobilise/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathAfterSignIn } from '../../guards/evaluate-route.ts';
import { routePath } from '../../routes/routePath.ts';
import { AuthForm } from './AuthForm.tsx';
import * as styles from './AuthFrame.css.ts';
import { AuthLink } from './AuthLink.tsx';
import { signIn } from './auth-api.ts';
import type { AuthLocationState } from './auth-location-state.ts';
import { formProblemOf } from './form-problem.ts';
import { useAuthForm } from './useAuthForm.ts';
import { useAuthTranslation } from './useAuthTranslation.ts';

export interface SignInFormProps {
  /** The e-mail address typed before a failed sign-in. @default '' */
  initialEmail?: string;
  /** Where the user asked to go before signing in (`/login?redirect=…`); Home when not given. */
  redirect?: string;
  /** Leaves for the app once signed in. */
  enterApp: (path: string) => void;
}

/**
 * E-mail and password, sent with Enter or the button. Wrong credentials lead to the sign-in failed page
 * with the e-mail kept; too many attempts, no connection or anything unexpected is said above the form,
 * and everything typed stays.
 */
export function SignInForm({ initialEmail = '', redirect, enterApp }: SignInFormProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sending = useAuthForm();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const missing = {
      ...(email.trim() === '' ? { email: [t('authForm.emailMissing')] } : {}),
      ...(password === '' ? { password: [t('authForm.passwordMissing')] } : {}),
    };
    if (Object.keys(missing).length > 0) {
      sending.refuse(missing);
      return;
    }
    sending.start();
    try {
      await signIn({ email, password });
      // Stays pending while the page is left.
      enterApp(pathAfterSignIn(redirect));
    } catch (error) {
      const problem = formProblemOf(error, ['email', 'password']);
      if (problem.kind === 'invalidCredentials') {
        sending.stop();
        // The e-mail goes along to the failed page; the wrong password is not kept anywhere.
        setPassword('');
        const failedPath = routePath('LoginFailed');
        const state: AuthLocationState = { email, redirect };
        navigate(failedPath, { state, replace: pathname === failedPath });
      } else if (problem.kind === 'invalidFields') {
        sending.refuse(problem.fieldErrors);
      } else {
        sending.fail(problem);
      }
    }
  };

  return (
    <>
      <AuthForm sending={sending} onSubmit={submit} submitLabel={t('signIn.submit')}>
        <TextField
          label={t('authForm.email')}
          type="email"
          name="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
          errors={sending.fieldErrors.email}
        />
        <TextField
          label={t('authForm.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          errors={sending.fieldErrors.password}
        />
      </AuthForm>
      <p className={styles.links}>
        <AuthLink href={routePath('ForgotPassword')}>{t('signIn.forgotPassword')}</AuthLink>
      </p>
    </>
  );
}
