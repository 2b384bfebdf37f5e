import { currentUserSchema } from '@mobilise/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error.ts';
import { apiDownload, apiRequest, queryString } from './client.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubBrowser(fetchImpl: typeof fetch, language = 'fr') {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  vi.stubGlobal('localStorage', { getItem: () => language, setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%2Fdef' });
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('R-ROUTE-048 comma-joins query arrays and leaves undefined parameters out', () => {
    expect(queryString({ id: [1, 2, 3], with_status: true, search: undefined, per_page: 5 })).toBe(
      '?id=1%2C2%2C3&with_status=true&per_page=5',
    );
    expect(queryString({})).toBe('');
  });

  it('R-SHELL-021 sends credentials, the stored language as Accept-Language and, on writes, the XSRF token', async () => {
    stubBrowser(async () => new Response(null, { status: 204 }));
    await apiRequest('/api/users/me/complete-onboarding', { method: 'PUT' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/users/me/complete-onboarding');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc/def');
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'R-CALL-001 sends the cookies (credentials) with a %s',
    async (method) => {
      stubBrowser(async () => new Response(null, { status: 204 }));
      await apiRequest('/api/person-profiles/11', { method });
      expect((vi.mocked(fetch).mock.calls[0] as [string, RequestInit])[1].credentials).toBe('include');
    },
  );

  it('turns an error answer into an ApiError with its status, code and field errors', async () => {
    stubBrowser(async () =>
      answer(422, {
        code: 'validation_failed',
        message: 'Les données ne sont pas valides.',
        errors: { email: ['Adresse invalide'] },
        requestId: 'r1',
      }),
    );
    const failure = await apiRequest('/api/auth/login', { method: 'POST', body: {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: { email: ['Adresse invalide'] },
    });
  });

  it('a 429 carries how many seconds the server asks to wait (Retry-After)', async () => {
    stubBrowser(
      async () =>
        new Response(
          JSON.stringify({ code: 'rate_limited', message: 'Too many attempts', requestId: 'r2' }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '540' } },
        ),
    );
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 540,
    });
  });

  it('keeps the status of an answer that is not the API error shape', async () => {
    stubBrowser(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('/api/users/me')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('reports no answer at all as a NetworkError', async () => {
    stubBrowser(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/users/me')).rejects.toBeInstanceOf(NetworkError);
  });

  it('checks the answer against the contract schema', async () => {
    stubBrowser(async () => answer(200, { id: 'not a number' }));
    await expect(apiRequest('/api/users/me', { schema: currentUserSchema })).rejects.toThrow();
  });
});

describe('apiDownload', () => {
  it('fetches a file as every call is made and reads the name the server gives it', async () => {
    stubBrowser(
      async () =>
        new Response('\uFEFFid,name\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="people-2026-11-26.csv"; filename*=UTF-8''people-2026-11-26.csv`,
          },
        }),
    );
    const file = await apiDownload('/api/person-profiles/export.csv', { query: { organisation: 3 } });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/person-profiles/export.csv?organisation=3');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('fr');
    expect(file.fileName).toBe('people-2026-11-26.csv');
    // The bytes as sent, byte-order mark included (Blob.text() would drop it).
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(
      new TextEncoder().encode('\uFEFFid,name\r\n'),
    );
  });

  it('turns an error answer into an ApiError instead of a file', async () => {
    stubBrowser(
      async () =>
        new Response(
          JSON.stringify({ code: 'rate_limited', message: 'Trop de téléchargements', requestId: 'r3' }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
        ),
    );
    await expect(apiDownload('/api/person-profiles/export.csv')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });
});
