import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const appNotBuiltMessage = "The app is not built: run the README's first command.";

/** Vite puts content-hashed files under assets/: a new build gives them new names, so they never change. */
const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

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
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsFolder) ? hashedAssetCacheControl : 'no-cache');
    },
  });
}

/**
 * Answers index.html, so that the client router renders the address (or its NotFound page); 503 with a
 * plain explanation while the app has not been built.
 */
export async function sendAppShell(reply: FastifyReply, appDist: string) {
  let html: Buffer;
  try {
    html = await readFile(join(appDist, 'index.html'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
    return reply.code(503).type('text/plain; charset=utf-8').send(appNotBuiltMessage);
  }
  return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
