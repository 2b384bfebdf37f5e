import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { ApplicationsService } from './service.ts';

export interface ApplicationsRoutesOptions {
  applications: ApplicationsService;
}

/**
 * The applications list (by applicant, status, with workflow stages, by ids) and one application. Any
 * signed-in user may call them; the service shows only the applications the caller's scope reaches.
 */
export const applicationsRoutes: FastifyPluginAsync<ApplicationsRoutesOptions> = async (
  app,
  { applications },
) => {
  serveEndpoint(app, 'listApplications', async (request) =>
    applications.list(await request.context(), request.query, request.url),
  );

  serveEndpoint(app, 'getApplication', async (request) =>
    applications.get(await request.context(), request.params.id),
  );
};
