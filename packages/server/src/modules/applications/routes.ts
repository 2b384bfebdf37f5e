import {
  applicationListQuerySchema,
  applicationSchema,
  idParamsSchema,
  pagedSchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { ApplicationsService } from './service.ts';

export interface ApplicationsRoutesOptions {
  applications: ApplicationsService;
}

/**
 * `GET api/applications` (applicant, status list, with_workflow_stages, per_page, id list) and
 * `GET api/applications/{id}` (spec 01 §7). Any signed-in user may call them; the service shows only
 * the applications the caller's scope reaches.
 */
export const applicationsRoutes: FastifyPluginAsync<
  ApplicationsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { applications }) => {
  app.get(
    '/applications',
    {
      schema: { querystring: applicationListQuerySchema, response: { 200: pagedSchema(applicationSchema) } },
    },
    async (request) => applications.list(await request.actor(), request.query, request.url),
  );

  app.get(
    '/applications/:id',
    { schema: { params: idParamsSchema, response: { 200: applicationSchema } } },
    async (request) => applications.get(await request.actor(), request.params.id, request.log),
  );
};
