import { z } from 'zod';

export const passwordMinLength = 12;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const passwordMaxLength = 1024;
export const emailMaxLength = 320;

/** A password being set (register, reset): 12 characters at least. */
export const newPasswordSchema = z
  .string()
  .min(passwordMinLength, { error: `must be at least ${passwordMinLength} characters long` })
  .max(passwordMaxLength, { error: `must be at most ${passwordMaxLength} characters long` });

const emailSchema = z.string().trim().min(1).max(emailMaxLength);
/** A single-use link token as the links carry it (base64url). */
const linkTokenSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `POST /api/auth/login`. A stored password may predate the length rule, so only its size is checked. */
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(passwordMaxLength),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `POST /api/auth/register`, from the link of an invitation (`/register?token=…`). */
export const registerBodySchema = z.strictObject({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The 202 of forgot-password: the same for every address, known or not. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** `POST /api/auth/reset-password`, from the link of a reset mail (`/reset-password?token=…`). */
export const resetPasswordBodySchema = z.strictObject({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

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
