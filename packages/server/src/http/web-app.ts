import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { signedOutPageMetaName } from '@mobilise/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageNameOf } from './page-address.ts';
import { pagePreloadsOf, withPagePreloads } from './page-preloads.ts';
import { contentSecurityPolicyAllowingScriptsOf } from './security-headers.ts';
import { rendererFolder } from './signed-in-pages.ts';

export const appNotBuiltMessage = "The app is not built: run the README's first command.";

/** Vite puts content-hashed files under assets/: a new build gives them new names, so they never change. */
const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

/**
 * Where the build puts the public pages it prerendered (`packages/app/build/prerender-pages.ts`): the page of
 * `/login` is `prerendered/login.html`.
 */
const prerenderedFolder = 'prerendered';

/** Serves the built app's files from `appDist`; `sendAppShell` answers every other page address. */
export async function serveAppFiles(app: FastifyInstance, appDist: string) {
  const assetsFolder = join(appDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: appDist,
    cacheControl: false,
    // The build writes a .br and a .gz copy of each script, style sheet and language file (best compression,
    // done once); a file without them is compressed on the way out.
    preCompressed: true,
    suppressWarning: true,
    // The prerendered pages are answered at their own addresses only (`sendAppShell`), and the renderer of
    // the signed-in pages is the server's own (`signed-in-pages.ts`).
    allowedPath: (path) =>
      !path.startsWith(`/${prerenderedFolder}/`) && !path.startsWith(`/${rendererFolder}/`),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsFolder) ? hashedAssetCacheControl : 'no-cache');
    },
  });
}

const readIfThere = async (path: string): Promise<Buffer | undefined> => {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const sendHtml = (reply: FastifyReply, html: Buffer | string, cacheControl = 'no-cache') =>
  reply.code(200).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);

/** A page of the app's build with inline scripts, which its policy allows by their hashes. */
const withScriptsAllowed = (reply: FastifyReply, html: string) =>
  reply.header('content-security-policy', contentSecurityPolicyAllowingScriptsOf(html));

/**
 * A page for a request without a session cookie says so in its head: the app then takes no one to be
 * signed in without asking users/me, whose 404 the browser would log as a failed request. A cookie
 * whose session has ended still gets the unmarked page, and the app asks as before.
 */
const markedSignedOut = (html: string) =>
  html.replace('<head>', `<head><meta name="${signedOutPageMetaName}" content="">`);

/**
 * Answers a page address so that the client router renders it (or its NotFound page): with the page the
 * server rendered for the signed-in visitor (`signed-in-pages.ts`) when there is one; with the page's
 * prerendered copy when the build made one and the visitor has no session (a signed-in visitor is sent on
 * by the app instead); else with index.html; 503 with a plain explanation while the app is not built. The
 * prerendered copy and index.html are marked as signed out when the request has no session cookie. Each
 * names the scripts of the page at that address (`page-preloads.ts`), so they load beside the app's own.
 */
export async function sendAppShell(
  reply: FastifyReply,
  appDist: string,
  page: { url: string; hasSession: boolean; renderedForSession?: string },
) {
  const preloads = await pagePreloadsOf(appDist, page.url);
  if (page.renderedForSession !== undefined) {
    // The visitor's own data: for their browser's cache only.
    const html = withPagePreloads(page.renderedForSession, preloads);
    return sendHtml(withScriptsAllowed(reply, html), html, 'private, no-cache');
  }
  const pageName = page.hasSession ? undefined : pageNameOf(page.url);
  const prerendered =
    pageName === undefined
      ? undefined
      : await readIfThere(join(appDist, prerenderedFolder, `${pageName}.html`));
  const forVisitor = (html: Buffer) =>
    withPagePreloads(
      page.hasSession ? html.toString('utf8') : markedSignedOut(html.toString('utf8')),
      preloads,
    );
  if (prerendered !== undefined) {
    const html = forVisitor(prerendered);
    return sendHtml(withScriptsAllowed(reply, html), html);
  }
  const html = await readIfThere(join(appDist, 'index.html'));
  if (html === undefined) {
    return reply.code(503).type('text/plain; charset=utf-8').send(appNotBuiltMessage);
  }
  return sendHtml(reply, forVisitor(html));
}
