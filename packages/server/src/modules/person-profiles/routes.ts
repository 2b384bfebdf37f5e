import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../csv/csv-reply.ts';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { PersonProfilesService } from './service.ts';

export interface PersonProfilesRoutesOptions {
  personProfiles: PersonProfilesService;
}

/**
 * The people list and its CSV export, a profile read and saved, the create from the blank form and the
 * invitation; the forms themselves are served by the forms routes (forms.ts).
 */
export const personProfilesRoutes: FastifyPluginAsync<PersonProfilesRoutesOptions> = async (
  app,
  { personProfiles },
) => {
  serveEndpoint(app, 'listPersonProfiles', async (request) =>
    personProfiles.list(await request.context(), request.query, request.url),
  );

  // The list's CSV export: the same filters and sort, all pages, as a download (F7). It sits beside the
  // list rather than under /download-csv, which holds the fixed reports.
  serveEndpoint(app, 'exportPersonProfiles', async (request, reply) => {
    const { fileName, csv } = await personProfiles.exportCsv(await request.context(), request.query);
    return sendCsv(reply, fileName, csv);
  });

  serveEndpoint(app, 'getPersonProfile', async (request) =>
    personProfiles.get(await request.context(), request.params.id),
  );

  serveEndpoint(app, 'updatePersonProfile', async (request) =>
    personProfiles.update(await request.context(), request.params.id, request.body),
  );

  serveEndpoint(app, 'invitePersonProfile', async (request) =>
    personProfiles.invite(await request.context(), request.params.id),
  );

  serveEndpoint(app, 'createPersonProfile', async (request, reply) => {
    const created = await personProfiles.create(
      await request.context(),
      request.body,
      request.query.organisation,
    );
    return reply.code(201).send(created);
  });
};
