import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { AssignmentsService } from './service.ts';

export interface AssignmentsRoutesOptions {
  assignments: AssignmentsService;
}

/**
 * The assignments list and one assignment. Any signed-in user may call them; the service shows only the
 * assignments the caller's scope reaches.
 */
export const assignmentsRoutes: FastifyPluginAsync<AssignmentsRoutesOptions> = async (
  app,
  { assignments },
) => {
  serveEndpoint(app, 'listAssignments', async (request) =>
    assignments.list(await request.context(), request.query, request.url),
  );

  serveEndpoint(app, 'getAssignment', async (request) =>
    assignments.get(await request.context(), request.params.id),
  );
};
