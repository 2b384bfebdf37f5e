import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { apiErrorSchema, sessionCookieName } from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, bodyLimit, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { appNotBuiltMessage } from './http/web-app.ts';
import { describeEachDatabase } from './test/databases.ts';

/** Mutating requests echo the XSRF-TOKEN cookie (modules/auth/xsrf.test.ts covers the refusals). */
const xsrf = { cookie: 'XSRF-TOKEN=test-xsrf-token', 'x-xsrf-token': 'test-xsrf-token' };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const shell = '<!doctype html><title>Mobilise test shell</title><div id="root"></div>';
const firstVisitScript = 'document.getElementById("app").dataset.checked="yes"';
const prerenderedLogin = `<!doctype html><title>Sign in</title><div id="app"><h1>Sign in</h1></div><script>${firstVisitScript}</script>`;
const brotli = promisify(brotliCompress);
const asset = `console.log(${JSON.stringify('a long enough script to be worth compressing '.repeat(100))});`;

describeEachDatabase('the HTTP app', (database) => {
  let appDist: string;
  let app: App;

  beforeAll(async () => {
    appDist = await mkdtemp(join(tmpdir(), 'mobilise-app-dist-'));
    await mkdir(join(appDist, 'assets'));
    await writeFile(join(appDist, 'index.html'), shell);
    await writeFile(join(appDist, 'assets', 'index-Bq3x9c2a.js'), asset);
    await writeFile(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(appDist, 'prerendered'));
    await writeFile(join(appDist, 'prerendered', 'login.html'), prerenderedLogin);

    app = await buildApp({ config: loadConfig({ APP_DIST: appDist }), database: database(), logger: false });
    app.post(
      '/api/test/people',
      { schema: { body: z.object({ name: z.string().min(1), address: z.object({ city: z.string() }) }) } },
      async (request) => request.body,
    );
    app.get('/api/test/failure', async () => {
      throw new Error('connection to postgres://admin:secret@db failed');
    });
  });

  afterAll(async () => {
    await app.close();
    await rm(appDist, { recursive: true, force: true });
  });

  describe('errors', () => {
    it('answers an unknown /api address with 404, the error shape and a request id', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url: '/api/no-such-thing?x=1', headers: xsrf });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = apiErrorSchema.parse(response.json());
        expect(body.code).toBe('not_found');
        expect(body.requestId).toMatch(uuid);
      }
    });

    it('gives each request its own id', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/nothing' });
      const second = await app.inject({ method: 'GET', url: '/api/nothing' });
      expect(first.json().requestId).not.toBe(second.json().requestId);
    });

    it('answers an invalid body with 422 and the messages of each field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/people',
        headers: xsrf,
        payload: { name: '', address: { city: 7 } },
      });
      expect(response.statusCode).toBe(422);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['address.city', 'name']);
      expect(body.errors?.name).toHaveLength(1);
    });

    it('passes a valid body to the handler', async () => {
      const person = { name: 'Ada', address: { city: 'London' } };
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/people',
        headers: xsrf,
        payload: person,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(person);
    });

    it('answers a body over 1 MB with 413 and the error shape', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/people',
        headers: xsrf,
        payload: { name: 'x'.repeat(bodyLimit), address: { city: 'London' } },
      });
      expect(response.statusCode).toBe(413);
      expect(apiErrorSchema.parse(response.json()).code).toBe('payload_too_large');
    });

    it('answers malformed JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/people',
        headers: { ...xsrf, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('bad_request');
    });

    it('hides what went wrong inside behind a 500', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/failure' });
      expect(response.statusCode).toBe(500);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'internal_error',
        message: 'Something went wrong on our side.',
      });
      expect(response.body).not.toContain('secret');
    });
  });

  describe('the built app', () => {
    it('answers any other page address with index.html, so the client router can render it', async () => {
      for (const url of ['/', '/people/42/edit', '/no-such-page?tab=2']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(shell);
      }
    });

    it("answers a visitor without a session with the page's prerendered copy, its inline script allowed by hash", async () => {
      const hash = createHash('sha256').update(firstVisitScript).digest('base64');
      for (const url of ['/login', '/login?redirect=%2Fpeople']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(prerenderedLogin);
        expect(response.headers['content-security-policy']).toBe(
          contentSecurityPolicy.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
        );
      }
    });

    it("answers a visitor with a session, and the prerendered file's own address, with index.html", async () => {
      const signedIn = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { cookie: `${sessionCookieName}=some-session` },
      });
      expect(signedIn.body).toBe(shell);
      expect(signedIn.headers['content-security-policy']).toBe(contentSecurityPolicy);
      const file = await app.inject({ method: 'GET', url: '/prerendered/login.html' });
      expect(file.body).toBe(shell);
    });

    it('serves a hashed asset with its content type and a long-lived immutable cache', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/index-Bq3x9c2a.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(asset);
    });

    it('answers a missing built asset with 404, never with the HTML shell', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/index-0ld0ld00.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(shell);
    });

    it('serves other files, revalidated on every use', async () => {
      const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('compresses what the client accepts compressed', async () => {
      for (const encoding of ['br', 'gzip']) {
        const response = await app.inject({
          method: 'GET',
          url: '/assets/index-Bq3x9c2a.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(asset.length / 4);
      }
    });

    it("sends the build's precompressed copy of an asset as it is, with the asset's headers", async () => {
      const precompressed = await brotli(Buffer.from(asset));
      await writeFile(join(appDist, 'assets', 'startup-C3mPNL5N.js'), asset);
      await writeFile(join(appDist, 'assets', 'startup-C3mPNL5N.js.br'), precompressed);
      const response = await app.inject({
        method: 'GET',
        url: '/assets/startup-C3mPNL5N.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(precompressed)).toBe(true);
    });

    it('answers 404 to other methods on a page address', async () => {
      const response = await app.inject({ method: 'POST', url: '/people', headers: xsrf });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('not_found');
    });
  });

  it('puts the security headers on every kind of answer', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/people', '/assets/index-Bq3x9c2a.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
    expect(contentSecurityPolicy).toContain("script-src 'self';");
  });

  it("F6 the CSP forbids inline scripts: a page runs the app's own script files and, on a prerendered page, its one script by hash, never inline code, handlers or eval", async () => {
    const sources = async (url: string, directive: string) => {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      const entry = policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === directive);
      return entry?.slice(1);
    };
    const hash = createHash('sha256').update(firstVisitScript).digest('base64');
    for (const url of ['/people', '/api/health', '/assets/index-Bq3x9c2a.js']) {
      expect(await sources(url, 'script-src')).toEqual(["'self'"]);
      expect(await sources(url, 'default-src')).toEqual(["'self'"]);
    }
    expect(await sources('/login', 'script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('hostile pass: sends Strict-Transport-Security on every answer in production behind https, and not otherwise', async () => {
    const urls = ['/api/health', '/api/no-such-thing', '/people', '/assets/index-Bq3x9c2a.js'];
    for (const url of urls) {
      expect(
        (await app.inject({ method: 'GET', url })).headers['strict-transport-security'],
        url,
      ).toBeUndefined();
    }
    const secure = await buildApp({
      config: loadConfig({
        APP_DIST: appDist,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://mobilise.example.org',
        HSTS_MAX_AGE: '86400',
      }),
      database: database(),
      logger: false,
    });
    try {
      for (const url of urls) {
        const response = await secure.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=86400');
      }
    } finally {
      await secure.close();
    }
  });

  describe('before the app is built', () => {
    let emptyDist: string;
    let unbuilt: App;

    beforeAll(async () => {
      emptyDist = await mkdtemp(join(tmpdir(), 'mobilise-app-unbuilt-'));
      unbuilt = await buildApp({
        config: loadConfig({ APP_DIST: emptyDist }),
        database: database(),
        logger: false,
      });
    });

    afterAll(async () => {
      await unbuilt.close();
      await rm(emptyDist, { recursive: true, force: true });
    });

    it('answers page addresses with 503 and what to do', async () => {
      const response = await unbuilt.inject({ method: 'GET', url: '/people' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(appNotBuiltMessage);
    });

    it('still answers the API', async () => {
      const response = await unbuilt.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    });
  });
});
