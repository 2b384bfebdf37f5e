import { passwordMinLength } from '@mobilise/contract';

/** What is wrong with a new password and its repetition, before anything is sent. */
export interface NewPasswordFaults {
  password?: 'missing' | 'tooShort';
  confirmation?: 'differs';
}

/** The server's rule (at least 12 characters), checked early, and the two entries being the same. */
export const checkNewPassword = (password: string, confirmation: string): NewPasswordFaults => ({
  ...(password === '' ? { password: 'missing' } : {}),
  ...(password !== '' && password.length < passwordMinLength ? { password: 'tooShort' } : {}),
  ...(confirmation !== password ? { confirmation: 'differs' } : {}),
});
