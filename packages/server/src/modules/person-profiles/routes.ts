import {
  fullPersonProfileSchema,
  idParamsSchema,
  pagedSchema,
  personProfileListItemSchema,
  personProfileListQuerySchema,
  updatePersonProfileBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import type { PersonProfilesService } from './service.ts';

export interface PersonProfilesRoutesOptions {
  personProfiles: PersonProfilesService;
}

/** `GET api/person-profiles`, `GET api/person-profiles/{id}`, `PUT /api/person-profiles/{id}` (spec 01 §7). */
export const personProfilesRoutes: FastifyPluginAsync<
  PersonProfilesRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { personProfiles }) => {
  app.get(
    '/person-profiles',
    {
      schema: {
        querystring: personProfileListQuerySchema,
        response: { 200: pagedSchema(personProfileListItemSchema) },
      },
    },
    async (request) => personProfiles.list(await request.actor(), request.query, request.url),
  );

  app.get(
    '/person-profiles/:id',
    { schema: { params: idParamsSchema, response: { 200: fullPersonProfileSchema } } },
    async (request) => personProfiles.get(await request.actor(), request.params.id, request.log),
  );

  app.put(
    '/person-profiles/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updatePersonProfileBodySchema,
        response: { 200: fullPersonProfileSchema },
      },
    },
    async (request) =>
      personProfiles.update(await request.actor(), request.params.id, request.body, request.log),
  );
};
