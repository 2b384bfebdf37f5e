import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { type ClientRequest, TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { countRows, createUser, userRow } from '../../test/factories.ts';

describeEachDatabase('XSRF and cross-site requests', (database) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  const db = () => database().db;

  it('gives an XSRF-TOKEN cookie, readable by the app, to any response that finds none', async () => {
    for (const url of ['/api/health', '/api/users/me', '/login', '/api/no-such-thing']) {
      const response = await app.inject({ method: 'GET', url });
      const cookie = (
        response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string }[]
      ).find((item) => item.name === 'XSRF-TOKEN');
      expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.sameSite).toBe('Lax');
    }
    const again = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'XSRF-TOKEN=kept' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('S6 every POST/PUT/PATCH/DELETE without the right X-XSRF-TOKEN header: 403, nothing written; no GET changes state', async () => {
    const user = await createUser(db());
    const browser = await new TestClient(app).start();
    expect((await browser.login(user.email, user.password)).statusCode).toBe(200);
    const userBefore = await userRow(db(), user.id);
    const calls: Omit<ClientRequest, 'xsrf'>[] = [
      { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } },
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'abc', password: 'a long new password' },
      },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { token: 'abc', password: 'a long new password' },
      },
      { method: 'PUT', url: '/api/person-profiles/me/enable-creative-access' },
      { method: 'PUT', url: '/api/person-profiles/me/disable-creative-access' },
      { method: 'PUT', url: '/api/users/me/complete-onboarding' },
      { method: 'PATCH', url: '/api/users/me' },
      { method: 'DELETE', url: '/api/users/me' },
    ];
    const before = await countRows(db());
    for (const call of calls) {
      for (const xsrf of [false, 'not-the-cookie', ''] as const) {
        const response = await browser.request({ ...call, xsrf });
        expect(response.statusCode, `${call.method} ${call.url} with ${JSON.stringify(xsrf)}`).toBe(403);
        expect(response.json().code).toBe('xsrf');
      }
      // The header without the cookie it should echo is refused too.
      const cookieless = await app.inject({
        method: call.method,
        url: call.url,
        headers: { 'x-xsrf-token': 'made-up' },
        ...(call.payload !== undefined && { payload: call.payload }),
      });
      expect(cookieless.statusCode).toBe(403);
    }
    // GETs read only: the API's and the logged-in pages'.
    for (const url of ['/api/users/me', '/api/health', '/login', '/reset-password?token=abc']) {
      await browser.get(url);
    }
    expect(await countRows(db())).toEqual(before);
    expect(await userRow(db(), user.id)).toEqual(userBefore);
    // With the header, the same call goes through.
    expect((await browser.put('/api/person-profiles/me/enable-creative-access')).statusCode).toBe(204);
  });

  it('S7 a cross-origin form post or text/plain body: refused, nothing written', async () => {
    const user = await createUser(db());
    const browser = await new TestClient(app).start();
    const credentials = JSON.stringify({ email: user.email, password: user.password });
    const before = await countRows(db());
    const refusals: [ClientRequest, number, string][] = [
      // What a cross-site form can send: no XSRF header, a form or text/plain body, another Origin.
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          xsrf: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
          payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
        },
        403,
        'cross_origin',
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          xsrf: false,
          headers: { 'content-type': 'text/plain' },
          payload: credentials,
        },
        403,
        'xsrf',
      ],
      // Even with the right token, a text/plain or form body is not JSON.
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'text/plain' },
          payload: credentials,
        },
        415,
        'unsupported_media_type',
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `email=${encodeURIComponent(user.email)}`,
        },
        415,
        'unsupported_media_type',
      ],
      // Another site, told by Origin or by Sec-Fetch-Site.
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: 'https://evil.example' },
          payload: JSON.parse(credentials),
        },
        403,
        'cross_origin',
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: 'null' },
          payload: JSON.parse(credentials),
        },
        403,
        'cross_origin',
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'sec-fetch-site': 'cross-site' },
          payload: JSON.parse(credentials),
        },
        403,
        'cross_origin',
      ],
    ];
    for (const [request, status, code] of refusals) {
      const response = await browser.request(request);
      expect(response.statusCode, JSON.stringify(request.headers)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await countRows(db())).toEqual(before);
    expect(browser.cookies.has('mobilise_session')).toBe(false);

    // The same site, told by Origin and Sec-Fetch-Site, is fine.
    const sameSite = await browser.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: JSON.parse(credentials),
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
