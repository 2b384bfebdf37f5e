import {
  createBodySchema,
  createdResponseSchema,
  fullPersonProfileSchema,
  idParamsSchema,
  pagedSchema,
  personProfileListItemSchema,
  personProfileListQuerySchema,
  updatePersonProfileBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import { blankFormQuerySchema } from '../forms/registry.ts';
import type { PersonProfilesService } from './service.ts';

export interface PersonProfilesRoutesOptions {
  personProfiles: PersonProfilesService;
}

/**
 * `GET api/person-profiles`, `GET api/person-profiles/{id}`, `PUT /api/person-profiles/{id}` (spec 01 §7)
 * and `POST api/person-profiles` from the blank form (spec 02 §7); the forms themselves are served by
 * the forms routes (forms.ts).
 */
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
      personProfiles.update(
        await request.actor(),
        request.params.id,
        request.body,
        requestLanguage(request),
        request.log,
      ),
  );

  app.post(
    '/person-profiles',
    {
      config: { capability: 'create_person_profiles' },
      schema: {
        querystring: blankFormQuerySchema,
        body: createBodySchema,
        response: { 201: createdResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await personProfiles.create(
        await request.actor(),
        request.body,
        request.query.organisation,
        requestLanguage(request),
        request.log,
      );
      return reply.code(201).send(created);
    },
  );
};
