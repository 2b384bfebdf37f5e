import { type ReferenceListName, referenceListEndpoints } from '@mobilise/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serveEndpoint } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import type { ReferenceDataService, StaticListName } from './service.ts';

export interface ReferenceDataRoutesOptions {
  referenceData: ReferenceDataService;
}

/**
 * The app fetches each list once and keeps it for the session, so the browser need not cache it too;
 * what ships with the server may be kept an hour, what the database holds is asked for again. Names
 * follow Accept-Language, so caches keep one answer per language.
 */
function cacheFor(reply: FastifyReply, kind: 'static' | 'stored') {
  reply.header('cache-control', kind === 'static' ? 'private, max-age=3600' : 'private, no-cache');
  reply.header('vary', 'accept-language');
}

const staticLists = [
  'countries',
  'languages',
  'languageProficiencies',
  'jobRoles',
  'locationTypes',
  'ministryFocuses',
  'ministryTypes',
  'regions',
] as const satisfies readonly (StaticListName & ReferenceListName)[];

/** The reference lists, each answered as `{data: [...]}`. */
export const referenceDataRoutes: FastifyPluginAsync<ReferenceDataRoutesOptions> = async (
  app,
  { referenceData },
) => {
  // Public: the app loads organisations at start-up on every page, the sign-in pages included, and a
  // failure there shows the generic error modal. Names only.
  serveEndpoint(app, 'listOrganisations', async (request, reply) => {
    cacheFor(reply, 'stored');
    return { data: await referenceData.organisations(requestLanguage(request)) };
  });

  serveEndpoint(app, 'listSecurityGroups', async (request, reply) => {
    cacheFor(reply, 'stored');
    return { data: await referenceData.securityGroups(requestLanguage(request)) };
  });

  for (const name of staticLists) {
    serveEndpoint(app, referenceListEndpoints[name], async (request, reply) => {
      cacheFor(reply, 'static');
      return { data: referenceData.staticList(name, requestLanguage(request)) };
    });
  }
};
