import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api/api-error.ts';
import { formProblemOf } from './form-problem.ts';

const refused = (status: number, code: string, errors: Record<string, string[]> = {}, retryAfter?: number) =>
  new ApiError(status, code, 'message', errors, 'request-1', retryAfter);

describe('formProblemOf', () => {
  it('wrong e-mail or password is the sign-in failure, whatever the form', () => {
    expect(formProblemOf(refused(401, 'invalid_credentials'), ['email', 'password'])).toEqual({
      kind: 'invalidCredentials',
    });
  });

  it('A6 an expired, used or unknown link, and a malformed token, lead to the expired page', () => {
    expect(formProblemOf(refused(410, 'link_expired'), ['password'])).toEqual({ kind: 'linkExpired' });
    expect(
      formProblemOf(refused(422, 'validation_failed', { token: ['is not valid'] }), ['password']),
    ).toEqual({ kind: 'linkExpired' });
  });

  it('too many attempts says in how many whole minutes to try again, rounding up', () => {
    expect(formProblemOf(refused(429, 'rate_limited', {}, 61), ['email'])).toEqual({
      kind: 'rateLimited',
      minutes: 2,
    });
    expect(formProblemOf(refused(429, 'rate_limited', {}, 900), ['email'])).toEqual({
      kind: 'rateLimited',
      minutes: 15,
    });
    expect(formProblemOf(refused(429, 'rate_limited'), ['email'])).toEqual({
      kind: 'rateLimited',
      minutes: undefined,
    });
  });

  it("a 422 keeps the errors of the form's own fields", () => {
    const error = refused(422, 'validation_failed', { password: ['is too short'], body: ['unknown field'] });
    expect(formProblemOf(error, ['password'])).toEqual({
      kind: 'invalidFields',
      fieldErrors: { password: ['is too short'] },
    });
  });

  it('a 422 on no field of the form is unexpected, so no error goes unseen', () => {
    const error = refused(422, 'validation_failed', { body: ['unknown field'] });
    expect(formProblemOf(error, ['email', 'password'])).toEqual({ kind: 'unexpected' });
  });

  it('no answer is a network problem; a server error or anything else is unexpected', () => {
    expect(formProblemOf(new NetworkError('Failed to fetch'), ['email'])).toEqual({ kind: 'network' });
    expect(formProblemOf(refused(500, 'internal'), ['email'])).toEqual({ kind: 'unexpected' });
    expect(formProblemOf(refused(403, 'xsrf'), ['email'])).toEqual({ kind: 'unexpected' });
    expect(formProblemOf(new TypeError('oops'), ['email'])).toEqual({ kind: 'unexpected' });
  });
});
