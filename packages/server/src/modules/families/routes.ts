import {
  createdResponseSchema,
  createFamilyBodySchema,
  familyListQuerySchema,
  familyQuerySchema,
  familyRecordSchema,
  familySchema,
  idParamsSchema,
  pagedSchema,
  updateFamilyBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import { blankFormQuerySchema } from '../forms/registry.ts';
import type { FamiliesService } from './service.ts';

export interface FamiliesRoutesOptions {
  families: FamiliesService;
}

/**
 * `GET api/families?{filters}`, `GET api/families/{id}[?with_member_current_addresses=true]`, and the
 * create and update of the family form, whose answers come bare (spec 02 §7). Any signed-in user may
 * call them; the service keeps each within the caller's scope.
 */
export const familiesRoutes: FastifyPluginAsync<
  FamiliesRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { families }) => {
  app.get(
    '/families',
    { schema: { querystring: familyListQuerySchema, response: { 200: pagedSchema(familySchema) } } },
    async (request) => families.list(await request.actor(), request.query, request.url, request.log),
  );

  app.get(
    '/families/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: familyQuerySchema,
        response: { 200: familyRecordSchema },
      },
    },
    async (request) =>
      families.get(
        await request.actor(),
        request.params.id,
        request.query,
        requestLanguage(request),
        request.log,
      ),
  );

  app.post(
    '/families',
    {
      config: { capability: 'create_person_profiles' },
      schema: {
        querystring: blankFormQuerySchema,
        body: createFamilyBodySchema,
        response: { 201: createdResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await families.create(
        await request.actor(),
        request.body,
        request.query.organisation,
        request.log,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/families/:id',
    {
      schema: { params: idParamsSchema, body: updateFamilyBodySchema, response: { 200: familyRecordSchema } },
    },
    async (request) => families.update(await request.actor(), request.params.id, request.body, request.log),
  );
};
