import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signedOutPageMetaName } from '@mobilise/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAppShell } from './web-app.ts';

const script = 'document.body.dataset.checked="yes"';
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Mobilise</title></head><body><div id="app"></div></body></html>';
const prerenderedLogin = `<!doctype html><html lang="en"><head><title>Sign in</title></head><body><div id="app"><h1>Sign in</h1></div><script>${script}</script></body></html>`;
const mark = `<meta name="${signedOutPageMetaName}" content="">`;

/**
 * A server answering every address with `sendAppShell` from a build folder holding `files` (path → text);
 * the session is any cookie here (app.ts reads the real one).
 */
async function appShellServer(files: Record<string, string>) {
  const appDist = await mkdtemp(join(tmpdir(), 'mobilise-web-app-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(appDist, path)), { recursive: true });
    await writeFile(join(appDist, path), text);
  }
  const app = Fastify();
  app.get('/*', (request, reply) =>
    sendAppShell(reply, appDist, { url: request.url, hasSession: request.headers.cookie !== undefined }),
  );
  return {
    app,
    appDist,
    close: async () => {
      await app.close();
      await rm(appDist, { recursive: true, force: true });
    },
  };
}

describe('a page answered to a request without a session', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appShellServer({
      'index.html': indexHtml,
      'prerendered/login.html': prerenderedLogin,
    }));
  });

  afterAll(() => close());

  it('says in its head that no one is signed in, so the app asks no users/me', async () => {
    for (const [url, page] of [
      ['/login', prerenderedLogin],
      ['/register', indexHtml],
      ['/my-aim', indexHtml],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page.replace('<head>', `<head>${mark}`));
    }
  });

  it("keeps the prerendered page's script allowed by its hash", async () => {
    const hash = createHash('sha256').update(script).digest('base64');
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('is left unmarked for a request with a session cookie, which may still be signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'session=1' } });
    expect(response.body).toBe(indexHtml);
    expect(response.body).not.toContain(signedOutPageMetaName);
  });
});

describe("a page names its route's scripts for the browser to fetch beside the app's own", () => {
  let appDist: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const preloadsOf = (body: string) =>
    [...body.matchAll(/<link rel="modulepreload" crossorigin( fetchpriority="low")? href="([^"]+)">/g)].map(
      ([, low, file]) => `${file}${low ? ' (low)' : ''}`,
    );

  beforeAll(async () => {
    ({ app, appDist, close } = await appShellServer({
      'index.html': indexHtml,
      'prerendered/login.html': prerenderedLogin.replace(
        '</body>',
        '<script type="module" crossorigin fetchpriority="low" src="/assets/entry.js"></script></body>',
      ),
      'server-render/page-preloads.json': JSON.stringify([
        { path: '/login', files: ['/assets/login.js'] },
        { path: '/people/create', files: ['/assets/create.js', '/assets/form.js'] },
        { path: '/people/:id', files: ['/assets/profile.js'] },
        { path: '/applications/:public_id', files: ['/assets/by-number.js', '/assets/shared.js'] },
        { path: '/applications/:id', files: ['/assets/by-id.js', '/assets/shared.js'] },
      ]),
    }));
  });

  afterAll(() => close());

  const preloadsAt = async (url: string) =>
    preloadsOf((await app.inject({ method: 'GET', url, headers: { cookie: 'session=1' } })).body);

  it("names a page's scripts, whatever its parameters and query", async () => {
    expect(await preloadsAt('/people/42?tab=family')).toEqual(['/assets/profile.js']);
  });

  it('prefers the route whose segments say more over one with a parameter there', async () => {
    expect(await preloadsAt('/people/create')).toEqual(['/assets/create.js', '/assets/form.js']);
  });

  it('names the scripts of both routes of one shape, once each', async () => {
    expect(await preloadsAt('/applications/12')).toEqual([
      '/assets/by-number.js',
      '/assets/shared.js',
      '/assets/by-id.js',
    ]);
  });

  it('names none for an address no route has', async () => {
    expect(await preloadsAt('/no/such/page')).toEqual([]);
  });

  it('asks for them at low priority on a page that is already on screen', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(preloadsOf(response.body)).toEqual(['/assets/login.js (low)']);
  });

  it("names them in the page rendered for the visitor's session too", async () => {
    const server = Fastify();
    server.get('/*', (request, reply) =>
      sendAppShell(reply, appDist, { url: request.url, hasSession: true, renderedForSession: indexHtml }),
    );
    try {
      const response = await server.inject({ method: 'GET', url: '/people/7' });
      expect(preloadsOf(response.body)).toEqual(['/assets/profile.js']);
    } finally {
      await server.close();
    }
  });
});
