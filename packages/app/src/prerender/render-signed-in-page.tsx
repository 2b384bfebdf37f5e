import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { sendApiCallsThrough } from '../api/client.ts';
import { serverQueriesElement } from '../api/server-queries.ts';
import type { LanguageBundle } from '../i18n/setup.ts';
import type { RouteName } from '../routes/route-names.ts';
import { appRoutes } from '../routes/router.tsx';
import { routeEntry } from '../routes/table.ts';
import { startEnglishI18n } from './english-i18n.ts';

/**
 * A GET of the API on the visitor's behalf: the server answers it through its own routes, with the
 * visitor's cookies, as it would answer the browser.
 */
export type ServerApiCall = (url: string, language: string) => Promise<Response>;

const callsOfThisRender = new AsyncLocalStorage<ServerApiCall>();

// In the server, the app's calls are the render's own; a render only reads.
sendApiCallsThrough((url, language, init = {}) => {
  const call = callsOfThisRender.getStore();
  if (call === undefined) return Promise.reject(new Error(`${url} was called outside a page render`));
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET') return Promise.reject(new Error(`A page render sent ${method} ${url}`));
  return call(url, language);
});

/** How many times a render may reveal queries it must fetch before the page is sent as it is. */
const maxDataRounds = 3;

/** The queries a render asked for that have neither data nor an error yet, and are not turned off. */
const queriesToFetch = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== undefined &&
        query.options.queryFn !== skipToken &&
        // The observer's options a query was built from travel with it, `enabled` among them.
        (query.options as { enabled?: unknown }).enabled !== false,
    );

export interface SignedInPage {
  /** The route the page is, as the route table names it. */
  route: RouteName;
  /** Its path in the route table, parameters and all (`/orgs/:org_id/dashboard`). */
  path: string;
  /** The modules whose style sheets the page needs, as the build manifest names them. */
  modules: readonly string[];
}

const signedInPage = (name: RouteName, pageModule: string): SignedInPage => ({
  route: name,
  path: routeEntry(name).path,
  modules: ['src/shell/ShellLayout.tsx', pageModule],
});

/**
 * The signed-in pages the server renders itself: the one a member lands on, and those office staff spend
 * their day on. Rendered in the browser they wait for the app's scripts, the session and the page's data
 * one after another (on a phone, an LCP of about 4 s); rendered here, they show with their HTML.
 */
export const signedInPages: readonly SignedInPage[] = [
  signedInPage('MyAimDashboard', 'src/pages/my-aim/dashboard/MyAimDashboardPage.tsx'),
  signedInPage('OrgDashboard', 'src/pages/organisation/OrgDashboardPage.tsx'),
  signedInPage('OrgMembersDirectory', 'src/pages/organisation/OrgMembersDirectoryPage.tsx'),
  signedInPage('OrgPersonProfiles', 'src/pages/organisation/OrgPersonProfilesPage.tsx'),
  signedInPage('PersonProfilesShow', 'src/pages/people/person-profiles/PersonProfilePage.tsx'),
];

/**
 * The markup of a signed-in page as the app's first render shows it to the visitor whose calls `call`
 * answers, in English: the app's own routes, loaders and guards run, reading through `call`. The answers
 * they read follow the markup (`serverQueriesElement`), so that the app in the browser takes the page
 * over without asking for them again. Null when the loaders send the visitor elsewhere (no session, a
 * guard) or fail: the app then decides in the browser. Throws when rendering fails.
 */
export const renderSignedInPage = async (
  url: string,
  english: LanguageBundle,
  call: ServerApiCall,
): Promise<string | null> => {
  await startEnglishI18n(english);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handler = createStaticHandler(appRoutes(queryClient));
  return callsOfThisRender.run(call, async () => {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.errors !== null) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = async () => {
      const errors: unknown[] = [];
      const { prelude } = await prerender(
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>,
        { onError: (error) => void errors.push(error) },
      );
      const markup = await new Response(prelude).text();
      // React answers a failed part with its fallback, to be rendered in the browser: not the page.
      if (errors.length > 0) throw new AggregateError(errors, `The render of ${url} failed`);
      return markup;
    };
    let markup = await render();
    // A page reading its data with a plain query renders its loading state on the server, where queries
    // do not fetch; each render leaves the queries it asked for in the cache, so those are fetched and the
    // page rendered again, until it asks for nothing new (a few rounds: data that needs other data first).
    for (let round = 0; round < maxDataRounds; round += 1) {
      const waiting = queriesToFetch(queryClient);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      markup = await render();
    }
    return markup + serverQueriesElement(queryClient);
  });
};
