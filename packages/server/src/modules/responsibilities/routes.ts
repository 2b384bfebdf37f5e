import {
  idParamsSchema,
  personResponsibilitiesSchema,
  reassignResponsibilitiesBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { ResponsibilitiesService } from './service.ts';

export interface ResponsibilitiesRoutesOptions {
  responsibilities: ResponsibilitiesService;
}

/**
 * `GET` and `PUT api/person-profiles/{id}/responsibilities`: the positions a person holds that the caller
 * may hand on, and their reassignment (the service decides who may).
 */
export const responsibilitiesRoutes: FastifyPluginAsync<
  ResponsibilitiesRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { responsibilities }) => {
  app.get(
    '/person-profiles/:id/responsibilities',
    { schema: { params: idParamsSchema, response: { 200: personResponsibilitiesSchema } } },
    async (request) => responsibilities.get(await request.actor(), request.params.id, request.log),
  );

  app.put(
    '/person-profiles/:id/responsibilities',
    {
      schema: {
        params: idParamsSchema,
        body: reassignResponsibilitiesBodySchema,
        response: { 200: personResponsibilitiesSchema },
      },
    },
    async (request) =>
      responsibilities.update(await request.actor(), request.params.id, request.body, request.log),
  );
};
