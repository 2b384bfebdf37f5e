import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the app's build puts its renderer for Node (packages/app/build/prerender-pages.ts). */
export const rendererFolder = 'server-render';
const rendererModule = join(rendererFolder, 'index.mjs');

/** A GET of the API on the visitor's behalf. */
type ApiCall = (url: string, language: string) => Promise<Response>;

/** What the renderer module gives the server (packages/app/src/prerender/signed-in-document.ts). */
interface SignedInPageRenderer {
  renderSignedInDocument(url: string, call: ApiCall): Promise<string | null>;
}

const modifiedTime = async (file: string): Promise<number | undefined> => {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const bodilessStatuses = new Set([204, 205, 304]);

/**
 * The visitor's API calls answered through this server's own routes, with the visitor's cookies, as they
 * would be answered to the browser (scoping, guards and all).
 */
const callsOf =
  (app: FastifyInstance, request: FastifyRequest): ApiCall =>
  async (url, language) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(request.headers.cookie === undefined ? {} : { cookie: request.headers.cookie }),
      },
    });
    return new Response(bodilessStatuses.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

/**
 * Renders the signed-in pages the app's build gives a renderer for (the member's My AIM dashboard) on the
 * server, so that a phone shows the page as soon as its HTML arrives instead of after the app's scripts,
 * the session and the page's data have loaded one after another. The app then renders the same page in
 * its place. Answers undefined, and the caller sends index.html, for any other address, for a visitor the
 * app would send elsewhere, while the app is not built, and when the render fails (logged): the app in
 * the browser then does what it always does.
 */
export const signedInPageRenderer = (app: FastifyInstance, appDist: string) => {
  const file = join(appDist, rendererModule);
  return async (request: FastifyRequest): Promise<string | undefined> => {
    const built = await modifiedTime(file);
    if (built === undefined) return undefined;
    try {
      // A new build (a new modification time) is imported afresh.
      const renderer = (await import(`${pathToFileURL(file).href}?built=${built}`)) as SignedInPageRenderer;
      return (await renderer.renderSignedInDocument(request.url, callsOf(app, request))) ?? undefined;
    } catch (error) {
      request.log.error({ err: error }, `Could not render ${request.url} on the server`);
      return undefined;
    }
  };
};
