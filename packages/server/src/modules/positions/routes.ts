import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { PositionsService } from './service.ts';

export interface PositionsRoutesOptions {
  positions: PositionsService;
}

/** The positions settings of an organisation; the service decides who reaches them. */
export const positionsRoutes: FastifyPluginAsync<PositionsRoutesOptions> = async (app, { positions }) => {
  serveEndpoint(app, 'listPositions', async (request) =>
    positions.list(await request.context(), request.params.org_id, request.query),
  );
  serveEndpoint(app, 'createPosition', async (request, reply) => {
    const created = await positions.create(await request.context(), request.params.org_id, request.body);
    return reply.code(201).send(created);
  });
  serveEndpoint(app, 'updatePosition', async (request) =>
    positions.update(await request.context(), request.params.id, request.body),
  );
  serveEndpoint(app, 'removePosition', async (request) =>
    positions.remove(await request.context(), request.params.id, request.query),
  );
};
