import { z } from 'zod';
import { emailMaxLength, passwordMaxLength, passwordMinLength } from './auth-constants.ts';

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
