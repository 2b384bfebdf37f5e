import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { errorHandler } from './http/error-handler.ts';
import { NotFoundError } from './http/errors.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { sendAppShell, serveAppFiles } from './http/web-app.ts';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from './http/zod.ts';
import { healthRoutes } from './modules/health/routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify's logger setting; by default it logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
}

export const bodyLimit = 1024 * 1024;

/** The whole HTTP server, ready to `listen` or `inject`; it owns neither the database nor the port. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', addSecurityHeaders);
  await app.register(fastifyCompress);

  await app.register(healthRoutes, { prefix: '/api', database });

  await serveAppFiles(app, config.appDist);
  app.setNotFoundHandler(async (request, reply) => {
    // A missing built file (a chunk of an older deploy) is a 404, never HTML the browser would run as JS.
    if (
      isApiPath(request.url) ||
      isBuiltAssetPath(request.url) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw new NotFoundError();
    }
    return sendAppShell(reply, config.appDist);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const apiPath = /^\/api(?:[/?]|$)/;

function isApiPath(url: string) {
  return apiPath.test(url);
}

function isBuiltAssetPath(url: string) {
  return url.startsWith('/assets/');
}
