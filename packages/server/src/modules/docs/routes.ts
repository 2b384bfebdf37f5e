import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { buildOpenApiDocument } from './openapi.ts';

/**
 * `GET /api/docs`: the OpenAPI document of the contract's endpoint table (from which the server also
 * registers every route), generated on first request and then served from memory.
 */
export const docsRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  let document: string | null = null;
  serveEndpoint(app, 'openApiDocument', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(document);
  });
};
Object.assign(docsRoutes, { [Symbol.for('fastify.display-name')]: 'docs' });
