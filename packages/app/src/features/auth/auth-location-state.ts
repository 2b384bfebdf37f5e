/**
 * What one sign-in screen hands the next through the history entry's state: the e-mail typed before a
 * failure, the page asked for before signing in, and that a new password was just set. Only the
 * password is never handed on.
 */
export interface AuthLocationState {
  email?: string;
  redirect?: string;
  passwordChanged?: boolean;
}

const stringOrNothing = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Reads the state of the current history entry, which may hold anything (or nothing). */
export const readAuthLocationState = (state: unknown): AuthLocationState => {
  if (typeof state !== 'object' || state === null) return {};
  const { email, redirect, passwordChanged } = state as Record<string, unknown>;
  return {
    email: stringOrNothing(email),
    redirect: stringOrNothing(redirect),
    passwordChanged: passwordChanged === true,
  };
};
