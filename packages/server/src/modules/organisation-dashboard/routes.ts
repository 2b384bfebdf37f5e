import { idParamsSchema, organisationDashboardSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { OrganisationDashboardService } from './service.ts';

export interface OrganisationDashboardRoutesOptions {
  dashboard: OrganisationDashboardService;
}

/** `GET api/organisations/{id}/dashboard`: the organisation dashboard's counts. */
export const organisationDashboardRoutes: FastifyPluginAsync<
  OrganisationDashboardRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { dashboard }) => {
  app.get(
    '/organisations/:id/dashboard',
    { schema: { params: idParamsSchema, response: { 200: organisationDashboardSchema } } },
    async (request) => dashboard.counts(await request.actor(), request.params.id, request.log),
  );
};
