import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { ResponsibilitiesService } from './service.ts';

export interface ResponsibilitiesRoutesOptions {
  responsibilities: ResponsibilitiesService;
}

/** The positions a person holds that the caller may hand on, and their reassignment (the service decides who may). */
export const responsibilitiesRoutes: FastifyPluginAsync<ResponsibilitiesRoutesOptions> = async (
  app,
  { responsibilities },
) => {
  serveEndpoint(app, 'getPersonResponsibilities', async (request) =>
    responsibilities.get(await request.context(), request.params.id),
  );

  serveEndpoint(app, 'reassignPersonResponsibilities', async (request) =>
    responsibilities.update(await request.context(), request.params.id, request.body),
  );
};
