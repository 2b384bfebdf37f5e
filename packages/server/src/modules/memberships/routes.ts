import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { MembershipsService } from './service.ts';

export interface MembershipsRoutesOptions {
  memberships: MembershipsService;
}

/** The memberships list; any signed-in user, within their scope. */
export const membershipsRoutes: FastifyPluginAsync<MembershipsRoutesOptions> = async (
  app,
  { memberships },
) => {
  serveEndpoint(app, 'listMemberships', async (request) =>
    memberships.list(await request.context(), request.query, request.url),
  );
};
