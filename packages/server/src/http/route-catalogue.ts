import type { CapabilityName, EndpointName } from '@mobilise/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The capability a route needs, copied from the endpoint table by `serveEndpoint`; none for a route any
     * signed-in user may call (its service still scopes what they see). The route snapshot
     * (src/routes.snapshot.test.ts) lists it for every route, so a change is reviewed as one.
     */
    capability?: CapabilityName;
  }
}

/** One registered route as a permission review reads it. */
export interface CatalogueEntry {
  method: string;
  url: string;
  /**
   * Answers without a session: marked `public: true`, or outside the addresses the session guard covers
   * (/api, /private/api, the CSV reports under /download-csv/, the file downloads under /assets/).
   */
  isPublic: boolean;
  capability: CapabilityName | undefined;
  /** The endpoint of the contract's table the route serves; none for the app's own pages and files. */
  endpoint: EndpointName | undefined;
}

/** The addresses registered behind the session guard (app.ts). */
const sessionGuardedPath = /^\/(?:api|private\/api|download-csv)(?:\/|$)|^\/assets\/:/;

const catalogues = new WeakMap<FastifyInstance, CatalogueEntry[]>();

/**
 * Records every route registered after it (register it first: it shares the root context through
 * skip-override, so its onRoute hook sees the whole app).
 */
export const routeCatalogue: FastifyPluginAsync = async (app) => {
  const entries: CatalogueEntry[] = [];
  catalogues.set(app, entries);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      entries.push({
        method,
        url: route.url,
        isPublic: route.config?.public === true || !sessionGuardedPath.test(route.url),
        capability: route.config?.capability,
        endpoint: route.config?.endpoint,
      });
    }
  });
};
Object.assign(routeCatalogue, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'route-catalogue',
});

/** The routes of an app that registered `routeCatalogue`, without the HEAD twin Fastify adds to a GET. */
export function registeredRoutes(app: FastifyInstance): CatalogueEntry[] {
  const entries = catalogues.get(app);
  if (!entries) {
    throw new Error('routeCatalogue is not registered on this app');
  }
  const getUrls = new Set(entries.filter(({ method }) => method === 'GET').map(({ url }) => url));
  return entries.filter(({ method, url }) => !(method === 'HEAD' && getUrls.has(url)));
}
