import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { FamiliesService } from './service.ts';

export interface FamiliesRoutesOptions {
  families: FamiliesService;
}

/**
 * The families list, one family (with each member's current address when asked), and the create and
 * update of the family form, whose answers come bare. Any signed-in user may call them; the service keeps
 * each within the caller's scope.
 */
export const familiesRoutes: FastifyPluginAsync<FamiliesRoutesOptions> = async (app, { families }) => {
  serveEndpoint(app, 'listFamilies', async (request) =>
    families.list(await request.context(), request.query, request.url),
  );

  serveEndpoint(app, 'getFamily', async (request) =>
    families.get(await request.context(), request.params.id, request.query),
  );

  serveEndpoint(app, 'createFamily', async (request, reply) => {
    const created = await families.create(await request.context(), request.body, request.query.organisation);
    return reply.code(201).send(created);
  });

  serveEndpoint(app, 'updateFamily', async (request) =>
    families.update(await request.context(), request.params.id, request.body),
  );
};
