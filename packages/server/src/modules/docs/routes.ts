import * as contract from '@mobilise/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { buildOpenApiDocument, contractComponents, type DocumentedRoute } from './openapi.ts';


/**
 * `GET /api/docs`: the OpenAPI document of every route registered after this plugin, generated from the
 * routes' contract schemas on first request and then served from memory. Register it before the routes:
 * it shares the root context (skip-override) so that its onRoute hook sees every route of the app.
 */
export const docsRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema as DocumentedRoute['schema'],
        isPublic: route.config?.public === true,
      });
    }
  });

  let document: string | null = null;
  serveEndpoint(app, 'openApiDocument', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(routes, contractComponents(contract)));
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(document);
  });
};
Object.assign(docsRoutes, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'docs',
});
