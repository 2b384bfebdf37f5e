import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './new-password-check.ts';

describe('checkNewPassword', () => {
  it('takes a password of 12 characters or more typed the same twice', () => {
    expect(checkNewPassword('twelve chars', 'twelve chars')).toEqual({});
  });

  it('asks for a password when there is none', () => {
    expect(checkNewPassword('', '')).toEqual({ password: 'missing' });
  });

  it('refuses fewer than 12 characters, as the server would', () => {
    expect(checkNewPassword('eleven char', 'eleven char')).toEqual({ password: 'tooShort' });
  });

  it('says when the repetition differs, alongside any fault of the password', () => {
    expect(checkNewPassword('a long passphrase', 'a long passphrasE')).toEqual({ confirmation: 'differs' });
    expect(checkNewPassword('short', '')).toEqual({ password: 'tooShort', confirmation: 'differs' });
  });
});
