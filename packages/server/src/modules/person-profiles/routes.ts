import {
  createBodySchema,
  createdResponseSchema,
  fullPersonProfileSchema,
  idParamsSchema,
  pagedSchema,
  personProfileFilterQuerySchema,
  personProfileInvitationSchema,
  personProfileListItemSchema,
  personProfileListQuerySchema,
  updatePersonProfileBodySchema,
} from '@mobilise/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { sendCsv } from '../../csv/csv-reply.ts';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import { blankFormQuerySchema } from '../forms/registry.ts';
import type { PersonProfilesService } from './service.ts';

export interface PersonProfilesRoutesOptions {
  personProfiles: PersonProfilesService;
}

/**
 * `GET api/person-profiles`, `GET api/person-profiles/{id}`, `PUT /api/person-profiles/{id}` (spec 01 §7)
 * and `POST api/person-profiles` from the blank form (spec 02 §7), and our `POST api/person-profiles/{id}/invite`;
 * the forms themselves are served by the forms routes (forms.ts).
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
    async (request) =>
      personProfiles.list(await request.actor(), request.query, request.url, requestLanguage(request)),
  );

  // The list's CSV export: the same filters and sort, all pages, as a download (F7). It sits beside the
  // list rather than under /download-csv, which holds the spec's fixed reports (spec 01 §2.3).
  app.get(
    '/person-profiles/export.csv',
    { schema: { querystring: personProfileFilterQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await personProfiles.exportCsv(
        await request.actor(),
        request.query,
        requestLanguage(request),
      );
      return sendCsv(reply, fileName, csv);
    },
  );

  app.get(
    '/person-profiles/:id',
    { schema: { params: idParamsSchema, response: { 200: fullPersonProfileSchema } } },
    async (request) =>
      personProfiles.get(await request.actor(), request.params.id, requestLanguage(request), request.log),
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
    '/person-profiles/:id/invite',
    {
      config: { capability: 'create_person_profiles' },
      schema: { params: idParamsSchema, response: { 200: personProfileInvitationSchema } },
    },
    async (request) => personProfiles.invite(await request.actor(), request.params.id, request.log),
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
