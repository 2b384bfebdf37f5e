import { teamAndUnitListMaxAgeSeconds } from '@mobilise/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import type { TeamsAndUnitsService } from './service.ts';

export interface TeamsAndUnitsRoutesOptions {
  teamsAndUnits: TeamsAndUnitsService;
}

/**
 * The teams and units lists may be kept by the browser for a minute (R-CONST-003): the pages and pickers
 * read them often and they change seldom. Privately, since what they hold depends on who asks; the app
 * refreshes them after its own writes.
 */
function keptAMinute(reply: FastifyReply) {
  reply.header('cache-control', `private, max-age=${teamAndUnitListMaxAgeSeconds}`);
}

/**
 * The teams, units and geolocations calls. Any signed-in user may call them; the service keeps each
 * within what the caller reaches and checks manage_teams, manage_units or manage_geographical_locations
 * for the organisation a change concerns.
 */
export const teamsAndUnitsRoutes: FastifyPluginAsync<TeamsAndUnitsRoutesOptions> = async (
  app,
  { teamsAndUnits: service },
) => {
  serveEndpoint(app, 'listTeams', async (request, reply) => {
    const page = await service.listTeams(await request.context(), request.query, request.url);
    keptAMinute(reply);
    return page;
  });
  serveEndpoint(app, 'getTeam', async (request) =>
    service.getTeam(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'createTeam', async (request, reply) =>
    reply.code(201).send(await service.createTeam(await request.context(), request.body)),
  );
  serveEndpoint(app, 'updateTeam', async (request) =>
    service.updateTeam(await request.context(), request.params.id, request.body),
  );
  for (const [name, action] of [
    ['publishTeam', 'publish'],
    ['unpublishTeam', 'unpublish'],
    ['archiveTeam', 'archive'],
    ['unarchiveTeam', 'unarchive'],
  ] as const) {
    serveEndpoint(app, name, async (request) =>
      service.stepTeam(await request.context(), request.params.id, action, request.body),
    );
  }

  serveEndpoint(app, 'listUnits', async (request, reply) => {
    const page = await service.listUnits(await request.context(), request.query, request.url);
    keptAMinute(reply);
    return page;
  });
  serveEndpoint(app, 'getUnit', async (request) =>
    service.getUnit(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'createUnit', async (request, reply) =>
    reply.code(201).send(await service.createUnit(await request.context(), request.body)),
  );
  serveEndpoint(app, 'updateUnit', async (request) =>
    service.updateUnit(await request.context(), request.params.id, request.body),
  );
  for (const [name, action] of [
    ['archiveUnit', 'archive'],
    ['unarchiveUnit', 'unarchive'],
  ] as const) {
    serveEndpoint(app, name, async (request) =>
      service.stepUnit(await request.context(), request.params.id, action, request.body),
    );
  }

  serveEndpoint(app, 'listGeolocations', async (request) =>
    service.listGeolocations(await request.context(), request.query, request.url),
  );
  serveEndpoint(app, 'getGeolocation', async (request) =>
    service.getGeolocation(await request.context(), request.params.id),
  );
  serveEndpoint(app, 'createGeolocation', async (request, reply) =>
    reply.code(201).send(await service.createGeolocation(await request.context(), request.body)),
  );
  serveEndpoint(app, 'updateGeolocation', async (request) =>
    service.updateGeolocation(await request.context(), request.params.id, request.body),
  );
};
