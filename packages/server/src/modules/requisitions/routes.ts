import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { RequisitionsService } from './service.ts';

export interface RequisitionsRoutesOptions {
  requisitions: RequisitionsService;
}

/** The requisitions list (searched) and one requisition; any signed-in user, within their scope. */
export const requisitionsRoutes: FastifyPluginAsync<RequisitionsRoutesOptions> = async (
  app,
  { requisitions },
) => {
  serveEndpoint(app, 'listRequisitions', async (request) =>
    requisitions.list(await request.actor(), request.query, request.url),
  );

  serveEndpoint(app, 'getRequisition', async (request) =>
    requisitions.get(await request.actor(), request.params.public_id, request.log),
  );
};
