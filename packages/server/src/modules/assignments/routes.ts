import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
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
    assignments.list(await request.actor(), request.query, request.url, requestLanguage(request)),
  );

  serveEndpoint(app, 'getAssignment', async (request) =>
    assignments.get(await request.actor(), request.params.id, requestLanguage(request), request.log),
  );
};
