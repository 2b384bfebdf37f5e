import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSessionBeforeGenericError } from './session-check.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signedOut = () => answer(404, { code: 'not_signed_in', message: 'Not signed in', requestId: 'r' });

const usersMeAnswering = (response: () => Response) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
};

afterEach(() => vi.unstubAllGlobals());

describe('the session check before a generic error (spec 01 §8)', () => {
  it('R-ERROR-014 R-ERROR-015 asks users/me first and, when it answers 404 (session ended), reloads instead of showing the error', async () => {
    usersMeAnswering(signedOut);
    const reload = vi.fn();
    expect(await checkSessionBeforeGenericError('/orgs/1/dashboard', reload)).toMatchObject({
      showError: false,
    });
    expect(reload).toHaveBeenCalledOnce();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/users/me');
  });

  it.each(['/login', '/register', '/forgot-password', '/reset-password'])(
    'R-ERROR-016 shows the error without reloading on the login-type page %s, which needs no session',
    async (path) => {
      usersMeAnswering(signedOut);
      const reload = vi.fn();
      expect(await checkSessionBeforeGenericError(path, reload)).toMatchObject({ showError: true });
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('shows the error when the server cannot answer users/me either', async () => {
    usersMeAnswering(() => answer(500, { code: 'server_error', message: 'Oops', requestId: 'r' }));
    const reload = vi.fn();
    expect(await checkSessionBeforeGenericError('/my-aim', reload)).toEqual({
      showError: true,
      isCreativeAccess: false,
    });
    expect(reload).not.toHaveBeenCalled();
  });
});
