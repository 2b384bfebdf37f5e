import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@mobilise/contract';
import { apiRequest } from '../../api/client.ts';

// The answers are not read: sign-in and registration set the session cookie, and the app then starts over
// as a signed-in user (enter-app.ts), which loads the current user afresh.

/** Checks e-mail and password and starts a session. */
export const signIn = (body: LoginBody): Promise<void> =>
  apiRequest('/api/auth/login', { method: 'POST', body });

/** Sets the password of an invited address from the invitation link, and starts a session. */
export const register = (body: RegisterBody): Promise<void> =>
  apiRequest('/api/auth/register', { method: 'POST', body });

/** Asks for a reset link; the server answers alike whether or not the address has an account (A5). */
export const requestPasswordReset = (body: ForgotPasswordBody): Promise<void> =>
  apiRequest('/api/auth/forgot-password', { method: 'POST', body });

/** Sets a new password from a reset link; the user then signs in with it. */
export const resetPassword = (body: ResetPasswordBody): Promise<void> =>
  apiRequest('/api/auth/reset-password', { method: 'POST', body });
