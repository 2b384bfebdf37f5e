import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error.ts';
import { callEndpoint, endpointUrl, queryString } from './client.ts';
import { downloadEndpoint } from './download.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubBrowser(fetchImpl: typeof fetch, language = 'fr') {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  vi.stubGlobal('localStorage', { getItem: () => language, setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%2Fdef' });
}

const sent = (call = 0) => vi.mocked(fetch).mock.calls[call] as [string, RequestInit];

afterEach(() => vi.unstubAllGlobals());

describe('endpointUrl', () => {
  it('R-ROUTE-048 comma-joins query arrays and leaves undefined parameters out', () => {
    expect(queryString({ id: [1, 2, 3], with_status: true, search: undefined, per_page: 5 })).toBe(
      '?id=1%2C2%2C3&with_status=true&per_page=5',
    );
    expect(queryString({})).toBe('');
    expect(
      endpointUrl('listRequisitions', {
        query: { per_page: 5, exclude_availability: ['FULFILLED', 'RETRACTED'], search: undefined },
      }),
    ).toBe('/api/requisitions?per_page=5&exclude_availability=FULFILLED%2CRETRACTED');
  });

  it("fills in the table's path parameters, each URL-encoded", () => {
    expect(endpointUrl('getPersonSecurityGroups', { params: { org_id: 3, id: 21 } })).toBe(
      '/api/organisations/3/person-profiles/21/security-groups',
    );
    expect(endpointUrl('getRequisition', { params: { public_id: 'a/b c' } })).toBe(
      '/api/requisitions/a%2Fb%20c',
    );
    expect(endpointUrl('currentUser')).toBe('/api/users/me');
  });
});

describe('callEndpoint', () => {
  it('R-SHELL-021 sends credentials, the stored language as Accept-Language and, on writes, the XSRF token', async () => {
    stubBrowser(async () => new Response(null, { status: 204 }));
    await callEndpoint('completeOnboarding');
    const [url, init] = sent();
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/users/me/complete-onboarding');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc/def');
  });

  it('sends no XSRF token with a read', async () => {
    stubBrowser(async () => answer(200, {}));
    await callEndpoint('getPersonProfile', { params: { id: 11 } });
    expect(new Headers(sent()[1].headers).get('X-XSRF-TOKEN')).toBeNull();
  });

  it.each([
    ['GET', () => callEndpoint('getPersonProfile', { params: { id: 11 } })],
    ['POST', () => callEndpoint('invitePersonProfile', { params: { id: 11 } })],
    ['PUT', () => callEndpoint('updatePersonProfile', { params: { id: 11 }, body: { answers: {} } })],
    ['PATCH', () => callEndpoint('updateAddress', { params: { id: 11 }, body: { isCurrent: true } })],
  ] as const)('R-CALL-001 sends the cookies (credentials) with a %s', async (method, call) => {
    stubBrowser(async () => new Response(null, { status: 204 }));
    await call();
    expect(sent()[1].method).toBe(method);
    expect(sent()[1].credentials).toBe('include');
  });

  it('sends the body as JSON, and answers the JSON the server sent', async () => {
    stubBrowser(async () => answer(200, { invitedOn: '2026-11-26T10:00:00Z' }));
    await expect(callEndpoint('invitePersonProfile', { params: { id: 11 } })).resolves.toEqual({
      invitedOn: '2026-11-26T10:00:00Z',
    });
    stubBrowser(async () => new Response(null, { status: 204 }));
    const body = { email: 'margaret@example.org', password: 'correct horse' };
    await expect(callEndpoint('login', { body })).resolves.toBeUndefined();
    expect(JSON.parse(sent()[1].body as string)).toEqual(body);
    expect(new Headers(sent()[1].headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error answer into an ApiError with its status, code and field errors', async () => {
    stubBrowser(async () =>
      answer(422, {
        code: 'validation_failed',
        message: 'Les données ne sont pas valides.',
        errors: { email: ['Adresse invalide'] },
        requestId: 'r1',
      }),
    );
    const failure = await callEndpoint('login', { body: { email: '', password: '' } }).catch(
      (error: unknown) => error,
    );
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
    await expect(callEndpoint('login', { body: { email: '', password: '' } })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 540,
    });
  });

  it('keeps the status of an answer that is not the API error shape', async () => {
    stubBrowser(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(callEndpoint('currentUser')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('reports no answer at all as a NetworkError', async () => {
    stubBrowser(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callEndpoint('currentUser')).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through as the abort it is, not as a NetworkError', async () => {
    const controller = new AbortController();
    stubBrowser(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const failure = await callEndpoint('currentUser', { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect(failure).not.toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });
});

describe('downloadEndpoint', () => {
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
    const file = await downloadEndpoint('exportPersonProfiles', { query: { organisation: 3 } });
    const [url, init] = sent();
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
    await expect(downloadEndpoint('exportPersonProfiles')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });
});
