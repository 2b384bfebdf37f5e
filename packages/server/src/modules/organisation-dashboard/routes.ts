import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { OrganisationDashboardService } from './service.ts';

export interface OrganisationDashboardRoutesOptions {
  dashboard: OrganisationDashboardService;
}

/** The organisation dashboard's counts. */
export const organisationDashboardRoutes: FastifyPluginAsync<OrganisationDashboardRoutesOptions> = async (
  app,
  { dashboard },
) => {
  serveEndpoint(app, 'getOrganisationDashboard', async (request) =>
    dashboard.counts(await request.context(), request.params.id),
  );
};
