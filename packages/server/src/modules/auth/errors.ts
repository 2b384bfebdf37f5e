import { authErrorCodes } from '@mobilise/contract';
import { HttpError } from '../../http/errors.ts';

/** Unknown e-mail, wrong password, disabled user: one answer for all, so none can be told apart (A2). */
export class InvalidCredentialsError extends HttpError {
  override name = 'InvalidCredentialsError';

  constructor() {
    super(401, authErrorCodes.invalidCredentials, 'The e-mail address or the password is not right.');
  }
}

/** A register or reset link that is expired, used, superseded or unknown: the app shows its expired page. */
export class LinkExpiredError extends HttpError {
  override name = 'LinkExpiredError';

  constructor() {
    super(410, authErrorCodes.linkExpired, 'This link has expired or has already been used.');
  }
}

/** No valid session: 401, except where the spec wants a 404 (users/me). */
export class NotSignedInError extends HttpError {
  override name = 'NotSignedInError';

  constructor(statusCode: 401 | 404 = 401) {
    super(statusCode, authErrorCodes.notSignedIn, 'You are not signed in.');
  }
}

export class XsrfError extends HttpError {
  override name = 'XsrfError';

  constructor() {
    super(
      403,
      authErrorCodes.xsrf,
      'The request lacks the security token of this site: reload the page and try again.',
    );
  }
}

export class CrossOriginError extends HttpError {
  override name = 'CrossOriginError';

  constructor() {
    super(403, authErrorCodes.crossOrigin, 'Requests that change data must come from this site.');
  }
}
