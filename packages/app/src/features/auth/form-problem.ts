import { authErrorCodes } from '@mobilise/contract';
import { ApiError, NetworkError } from '../../api/api-error.ts';

/** Why a sign-in form could not be sent, as the screen acts on it. */
export type FormProblem =
  /** Wrong e-mail or password: the sign-in failed page. */
  | { kind: 'invalidCredentials' }
  /** A register or reset link that is expired, used, superseded, unknown or malformed: its expired page. */
  | { kind: 'linkExpired' }
  /** The server refused some of the form's fields (422): shown on those fields. */
  | { kind: 'invalidFields'; fieldErrors: Readonly<Record<string, readonly string[]>> }
  /** Too many attempts (429); `minutes` from Retry-After, when the server said. */
  | { kind: 'rateLimited'; minutes?: number }
  /** No answer came: offline or the server is down. */
  | { kind: 'network' }
  | { kind: 'unexpected' };

/**
 * What a failed call means to a form with the given fields. A 422 that names none of them (a field the
 * form does not send) is unexpected, so the user is never left with an error they cannot see.
 */
export const formProblemOf = (error: unknown, fields: readonly string[]): FormProblem => {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiError)) return { kind: 'unexpected' };
  if (error.code === authErrorCodes.invalidCredentials) return { kind: 'invalidCredentials' };
  if (error.code === authErrorCodes.linkExpired || error.errors.token) return { kind: 'linkExpired' };
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return { kind: 'rateLimited', minutes: seconds === undefined ? undefined : Math.ceil(seconds / 60) };
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(error.errors).filter(([field, messages]) => fields.includes(field) && messages.length > 0),
  );
  if (error.status === 422 && Object.keys(fieldErrors).length > 0) {
    return { kind: 'invalidFields', fieldErrors };
  }
  return { kind: 'unexpected' };
};
