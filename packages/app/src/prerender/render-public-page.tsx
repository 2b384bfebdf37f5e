import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import type { LanguageBundle } from '../i18n/setup.ts';
import { PublicLayout } from '../pages/root/PublicLayout.tsx';
import { RootLayout } from '../pages/root/RootLayout.tsx';
import type { RouteName } from '../routes/route-names.ts';
import { type RouteEntry, routeEntry } from '../routes/table.ts';
import { startEnglishI18n } from './english-i18n.ts';

interface PrerenderedPage {
  path: string;
  page: NonNullable<RouteEntry['page']>;
  /** The page's module as the build manifest names it: the build links its style sheets from the page. */
  module: string;
}

const prerendered = (name: RouteName, module: string): PrerenderedPage => {
  const { path, page } = routeEntry(name);
  if (page === undefined) throw new Error(`The route ${name} has no page to prerender`);
  return { path, page, module };
};

/** The public pages the build prerenders: the one every visitor without a session lands on. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  prerendered('Login', 'src/pages/auth/LoginPage.tsx'),
];

/**
 * The markup of a public page in the frame the app gives it, as a first visit in English sees it before
 * anything is typed (run at build time in Node, by `build/prerender-pages.ts`). The app, once started,
 * renders the same page in its place.
 */
export const renderPublicPage = async (path: string, english: LanguageBundle): Promise<string> => {
  await startEnglishI18n(english);
  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        {
          element: <PublicLayout />,
          children: prerenderedPages.map(({ path, page }) => ({
            path,
            lazy: async () => ({ Component: (await page()).Page }),
          })),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
};
