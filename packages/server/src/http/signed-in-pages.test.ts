import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookieName } from '@mobilise/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { capturedLog } from '../test/captured-log.ts';
import { signedInClient, TestClient } from '../test/client.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createUser } from '../test/factories.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { rendererFolder, signedInPageRenderer } from './signed-in-pages.ts';

const shell = '<!doctype html><title>Mobilise test shell</title><div id="app"></div>';
const pageScript = 'document.getElementById("app").dataset.checked="yes"';

/**
 * A stand-in for the app's renderer (packages/app/src/prerender/signed-in-document.ts), with its contract:
 * a document for the address it renders, read through the calls it is given; null when the visitor is
 * signed out; a failure for /broken; for /crash it stops the thread it runs in. Each document says how
 * many this thread's renderer has made. It would render /undocumented too, but the build wrote no document
 * for that page, so the server never asks.
 */
const renderer = `
let rendered = 0;
export async function renderSignedInDocument(url, call) {
  if (url.startsWith('/broken')) throw new Error('the render failed');
  if (url.startsWith('/crash')) process.exit(3);
  if (!url.startsWith('/welcome') && !url.startsWith('/undocumented') && !url.startsWith('/orgs/')) return null;
  const me = await call('/api/users/me', 'en');
  if (me.status !== 200) return null;
  const { id } = await me.json();
  const organisations = await call('/api/organisations', 'es');
  rendered += 1;
  return '<!doctype html><div id="app"><h1>Welcome user ' + id + '</h1><p>' + organisations.status +
    '</p><p>render ' + rendered + '</p></div><script>${pageScript}</script>';
}
`;

describeEachDatabase('the signed-in pages the server renders', (database) => {
  let appDist: string;
  let app: App;
  const log = capturedLog();

  beforeAll(async () => {
    appDist = await mkdtemp(join(tmpdir(), 'mobilise-app-dist-'));
    await writeFile(join(appDist, 'index.html'), shell);
    await mkdir(join(appDist, rendererFolder));
    await writeFile(join(appDist, rendererFolder, 'index.mjs'), renderer);
    // The build's list of the pages the renderer renders, and their documents (none for /undocumented).
    const pages = ['welcome', 'broken', 'crash', 'undocumented'];
    await writeFile(
      join(appDist, rendererFolder, 'pages.json'),
      JSON.stringify([
        ...pages.map((page) => ({ path: `/${page}`, document: `${page}.html` })),
        // A page with a parameter in its path: any value stands in its segment, and only there.
        { path: '/orgs/:org_id/welcome', document: 'welcome.html' },
      ]),
    );
    for (const page of pages.filter((page) => page !== 'undocumented')) {
      await writeFile(join(appDist, rendererFolder, `${page}.html`), '');
    }
    ({ app } = await buildTestApp(database(), {
      env: { APP_DIST: appDist },
      logger: { level: 'error', stream: log.stream },
    }));
  });

  afterAll(async () => {
    await app.close();
    await rm(appDist, { recursive: true, force: true });
  });

  const signedIn = async () => {
    const user = await createUser(database().db);
    return { user, browser: await signedInClient(app, user) };
  };

  it("answers a signed-in visitor with the page rendered from the visitor's own calls, for their browser alone", async () => {
    const { user, browser } = await signedIn();
    const response = await browser.get('/welcome?tab=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain(`<h1>Welcome user ${user.id}</h1><p>200</p>`);
    const hash = createHash('sha256').update(pageScript).digest('base64');
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
    );
  });

  it('renders a page whose path has a parameter at any value of it, and no other address of that shape', async () => {
    const { user, browser } = await signedIn();
    const rendered = await browser.get('/orgs/7/welcome');
    expect(rendered.body).toContain(`<h1>Welcome user ${user.id}</h1>`);
    for (const address of ['/orgs/7/8/welcome', '/orgs/welcome', '/orgs/7/welcome/more']) {
      const response = await browser.get(address);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Welcome user');
    }
  });

  it('answers with index.html where the renderer renders nothing: a signed-out visitor, another address, one the build wrote no document for, a stale session, a HEAD', async () => {
    const { browser } = await signedIn();
    const signedOut = await new TestClient(app).start();
    const withCookie = (method: 'GET' | 'HEAD', cookie: string) =>
      app.inject({ method, url: '/welcome', headers: { cookie } });
    const stale = await withCookie('GET', `${sessionCookieName}=no-such-session`);
    const head = await withCookie('HEAD', browser.cookieHeader);
    for (const response of [
      await signedOut.get('/welcome'),
      await browser.get('/people'),
      await browser.get('/undocumented'),
      stale,
      head,
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
    }
    expect((await signedOut.get('/welcome')).body).toBe(shell);
  });

  it('answers with index.html, and logs why, when the render fails', async () => {
    const { browser } = await signedIn();
    const response = await browser.get('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
    expect(log.lines.join('')).toContain('the render failed');
  });

  it('answers with index.html when the renderer stops, and renders the next page in a new one', async () => {
    const { user, browser } = await signedIn();
    const crashed = await browser.get('/crash');
    expect(crashed.body).toBe(shell);
    expect(log.lines.join('')).toContain('exit code 3');
    expect((await browser.get('/welcome')).body).toContain(`<h1>Welcome user ${user.id}</h1>`);
  });

  it('renders for several visitors at once, each from their own calls', async () => {
    const visitors = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const pages = await Promise.all(visitors.map(({ browser }) => browser.get('/welcome')));
    pages.forEach((page, index) => {
      expect(page.body).toContain(`<h1>Welcome user ${visitors[index]?.user.id}</h1>`);
    });
  });

  it('stops the renderer once it has been idle, and starts a new one for the next page', async () => {
    const { browser } = await signedIn();
    // The second render must come before the renderer counts as idle: on a loaded CI host it came more
    // than half a second after the first, and found a new renderer.
    const renderer = signedInPageRenderer(app, appDist, { idleStopMs: 3_000 });
    const request = {
      url: '/welcome',
      headers: { cookie: browser.cookieHeader },
      log: app.log,
    } as unknown as FastifyRequest;
    try {
      expect(await renderer.render(request)).toContain('<p>render 1</p>');
      expect(await renderer.render(request)).toContain('<p>render 2</p>');
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      expect(await renderer.render(request)).toContain('<p>render 1</p>');
    } finally {
      await renderer.close();
    }
  });

  it('never serves the renderer or its files', async () => {
    const { browser } = await signedIn();
    for (const url of [`/${rendererFolder}/index.mjs`, `/${rendererFolder}/`]) {
      expect((await browser.get(url)).body).toBe(shell);
    }
  });
});
