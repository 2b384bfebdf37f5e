import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { prefetchOwnRecords } from '../features/my-aim/index.ts';
import { loadSession, switchActiveOrganisation } from '../features/session/index.ts';
import { evaluateRoute } from '../guards/evaluate-route.ts';
import { organisationIdParam } from '../guards/guard.ts';
import { PublicLayout } from '../pages/root/PublicLayout.tsx';
import { RootErrorBoundary } from '../pages/root/RootErrorBoundary.tsx';
import { RootLayout } from '../pages/root/RootLayout.tsx';
import { loadShellLayout } from '../shell/load-shell-layout.ts';
import type { RouteLoaderContext } from './loader-context.ts';
import { matchRoute } from './match-route.ts';
import { targetPath } from './routePath.ts';
import { startupLoader } from './startup.ts';
import { type RouteEntry, routeEntry, routeTable } from './table.ts';

// The shell is its own chunk, fetched once a signed-in page renders (or earlier, `first-page-loads.ts`), so
// the sign-in pages never carry it (a route's `lazy` would fetch it before the loaders decide, for every
// visitor sent to sign in).
const ShellLayout = lazy(() => loadShellLayout().then((m) => ({ default: m.ShellLayout })));
const LazyShellLayout = () => (
  <Suspense>
    <ShellLayout />
  </Suspense>
);

const notReadyPage = () => import('../pages/not-ready/NotReadyRoute.tsx');

/** `/applications/:id` and `/applications/:public_id` are one URL shape to the router. */
const shapeOf = (path: string) => path.replace(/:[^/]+/g, ':');

const requestedUrl = (request: Request) => {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
};

/**
 * Every signed-in page: a visitor without a session goes to Login, which remembers the URL (the route's
 * own loader says the same; a data router runs them side by side and the first redirect wins). For a
 * signed-in user the own profile and applications, which the shell and My AIM pages show, load first.
 */
const authenticatedLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (session === null) {
      const login = evaluateRoute(routeEntry('Home'), null, {}, requestedUrl(request));
      if (login.kind === 'redirect') throw redirect(targetPath(login.to));
      return null;
    }
    const profileId = session.user.person_profile_id;
    if (profileId !== null) await prefetchOwnRecords(queryClient, profileId);
    return null;
  };

/**
 * Pages under /orgs/{org_id}: opening one of an organisation the user may switch to makes it the active
 * organisation, so the switcher, the tabs and the sidebar follow the URL.
 */
const organisationLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    const organisationId = organisationIdParam(params);
    if (session !== null && organisationId !== null && organisationId !== session.activeOrganisationId) {
      const page =
        matchRoute(new URL(request.url).pathname).entry.name === 'OrgPositions' ? 'positions' : 'other';
      switchActiveOrganisation(queryClient, session, organisationId, page);
    }
    return null;
  };

/** A route's guards before its own loader, which gets the query cache as its context: the first redirect wins. */
const guardedLoader =
  (entry: RouteEntry, queryClient: QueryClient) =>
  async (args: LoaderFunctionArgs): Promise<unknown> => {
    const session = entry.isPublic ? null : await loadSession(queryClient);
    const decision = evaluateRoute(entry, session, args.params, requestedUrl(args.request));
    if (decision.kind === 'redirect') throw redirect(targetPath(decision.to));
    const own = await entry.loader?.();
    const context: RouteLoaderContext = { queryClient };
    return own ? own({ ...args, context }) : null;
  };

const toRouteObject = (
  entry: RouteEntry,
  tasks: readonly RouteEntry[],
  queryClient: QueryClient,
): RouteObject => {
  const parentPath = entry.taskChildOf === undefined ? undefined : routeEntry(entry.taskChildOf).path;
  return {
    id: entry.name,
    path: parentPath === undefined ? entry.path : entry.path.slice(parentPath.length + 1),
    loader: guardedLoader(entry, queryClient),
    // A route whose screen is not built yet says so; one that only redirects never renders, so its visit
    // (a visitor's `/`) loads no page's code beside the redirect.
    ...(entry.redirectsOnly
      ? {}
      : { lazy: async () => ({ Component: (await (entry.page ?? notReadyPage)()).Page }) }),
    children: tasks
      .filter((child) => child.taskChildOf === entry.name)
      .map((child) => toRouteObject(child, tasks, queryClient)),
  };
};

/**
 * The router's view of the table: of two same-shaped routes (a numeric public id and its full-id variant)
 * the first is registered; its page tells them apart with `matchRoute`. Task children nest in their
 * parent, whose page renders them. A path the server answers (sign-out, a CSV report) is registered too,
 * with no page: links to it load it from the server (RootLayout), so the app only sees it when the
 * server does not answer it yet (a report still to come) and sent the app instead, which then says so.
 */
const registeredRoutes = () => {
  const seen = new Set<string>();
  return routeTable.filter((entry) => {
    const shape = shapeOf(entry.path);
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
};

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has run the first address's loaders and loaded its page (or its error). */
export const firstPageLoaded = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

const isOrganisationPage = (entry: RouteEntry) => entry.path.startsWith('/orgs/:org_id');

/**
 * The data router's routes over the route table: one root frame that loads the session, public
 * pages in the plain frame, and every other page in the signed-in shell, the organisation's pages one level
 * deeper. Errors of a signed-in page show inside the shell. The server renders some pages with the same
 * routes (`prerender/`).
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => {
  const registered = registeredRoutes();
  const tasks = registered.filter((entry) => entry.taskChildOf !== undefined);
  const pages = registered.filter((entry) => entry.taskChildOf === undefined);
  const routesOf = (entries: RouteEntry[]) =>
    entries.map((entry) => toRouteObject(entry, tasks, queryClient));
  const signedIn = pages.filter((entry) => !entry.isPublic);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      loader: startupLoader(queryClient),
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          children: routesOf(pages.filter((entry) => entry.isPublic)),
        },
        {
          id: 'authenticated',
          element: <LazyShellLayout />,
          loader: authenticatedLoader(queryClient),
          children: [
            {
              errorElement: <RootErrorBoundary />,
              children: [
                ...routesOf(signedIn.filter((entry) => !isOrganisationPage(entry))),
                {
                  id: 'organisation',
                  loader: organisationLoader(queryClient),
                  children: routesOf(signedIn.filter(isOrganisationPage)),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
};

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(appRoutes(queryClient));
