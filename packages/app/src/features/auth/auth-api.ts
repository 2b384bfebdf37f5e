import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@mobilise/contract';
import { callEndpoint } from '../../api/client.ts';

// The answers are not read: sign-in and registration set the session cookie, and the app then starts over
// as a signed-in user (enter-app.ts), which loads the current user afresh.

/** Checks e-mail and password and starts a session. */
export const signIn = async (body: LoginBody): Promise<void> => {
  await callEndpoint('login', { body });
};

/** Sets the password of an invited address from the invitation link, and starts a session. */
export const register = async (body: RegisterBody): Promise<void> => {
  await callEndpoint('register', { body });
};

/** Asks for a reset link; the server answers alike whether or not the address has an account (A5). */
export const requestPasswordReset = async (body: ForgotPasswordBody): Promise<void> => {
  await callEndpoint('forgotPassword', { body });
};

/** Sets a new password from a reset link; the user then signs in with it. */
export const resetPassword = async (body: ResetPasswordBody): Promise<void> => {
  await callEndpoint('resetPassword', { body });
};
