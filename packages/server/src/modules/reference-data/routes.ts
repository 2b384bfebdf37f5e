import { referenceListItemSchemas, referenceListPaths, referenceListSchema } from '@mobilise/contract';
import type { FastifyPluginAsync, FastifyReply, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod.ts';
import { requestLanguage } from '../../i18n/accept-language.ts';
import type { ReferenceDataService, StaticListName } from './service.ts';

export interface ReferenceDataRoutesOptions {
  referenceData: ReferenceDataService;
}

/**
 * The app fetches each list once and keeps it for the session (spec 01 §9), so the browser need not
 * cache it too; what ships with the server may be kept an hour, what the database holds is asked for
 * again. Names follow Accept-Language, so caches keep one answer per language.
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
] as const satisfies readonly StaticListName[];

/** The reference lists of spec 01 §7 (R-CALL-028), each answered as `{data: [...]}`. */
export const referenceDataRoutes: FastifyPluginAsync<
  ReferenceDataRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { referenceData }) => {
  const path = (name: keyof typeof referenceListPaths) => referenceListPaths[name].replace(/^\/api/, '');

  // Public: the app loads organisations at start-up on every page, the sign-in pages included
  // (spec 02 §9), and a failure there shows the generic error modal (02 §8). Names only.
  app.get(
    path('organisations'),
    {
      config: { public: true },
      schema: { response: { 200: referenceListSchema(referenceListItemSchemas.organisations) } },
    },
    async (request, reply) => {
      cacheFor(reply, 'stored');
      return { data: await referenceData.organisations(requestLanguage(request)) };
    },
  );

  app.get(
    path('securityGroups'),
    { schema: { response: { 200: referenceListSchema(referenceListItemSchemas.securityGroups) } } },
    async (request, reply) => {
      cacheFor(reply, 'stored');
      return { data: await referenceData.securityGroups(requestLanguage(request)) };
    },
  );

  for (const name of staticLists) {
    app.get(
      path(name),
      { schema: { response: { 200: referenceListSchema(referenceListItemSchemas[name]) } } },
      async (request, reply) => {
        cacheFor(reply, 'static');
        return { data: referenceData.staticList(name, requestLanguage(request)) };
      },
    );
  }
};
