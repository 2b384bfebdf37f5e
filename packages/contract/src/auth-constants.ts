// Free of zod, so that the app's sign-in pages can use them without the schemas.

export const passwordMinLength = 12;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const passwordMaxLength = 1024;
export const emailMaxLength = 320;

/** Error codes of sign-in and session that the app acts on. */
export const authErrorCodes = {
  /** Login failed (unknown e-mail, wrong password, disabled user alike): the app shows /login/failed. */
  invalidCredentials: 'invalid_credentials',
  /** A register or reset link that is expired, used, superseded or unknown: /register/expired, /reset-password/expired. */
  linkExpired: 'link_expired',
  /** No valid session. */
  notSignedIn: 'not_signed_in',
  /** A mutating request without the right X-XSRF-TOKEN header. */
  xsrf: 'xsrf',
  /** A request from another site (Origin or Sec-Fetch-Site). */
  crossOrigin: 'cross_origin',
  rateLimited: 'rate_limited',
} as const;

export const sessionCookieName = 'mobilise_session';
/** The production name: the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain. */
export const secureSessionCookieName = '__Host-mobilise_session';
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/**
 * The name of the `<meta>` the server puts in a page it answers to a request without a session cookie:
 * the app then knows no one is signed in without asking users/me.
 */
export const signedOutPageMetaName = 'mobilise-signed-out';
