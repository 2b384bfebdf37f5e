import type { LoaderFunction } from 'react-router-dom';
import type { RouteName } from './route-names.ts';

/** One row of the spec's route table (spec 01 §2.3): a named path, its guard and its page. */
export interface RouteEntry {
  name: RouteName;
  path: string;
  /** Public pages need no session (spec 02 §2, "Public paths at start-up"). */
  isPublic?: boolean;
  /** Runs before the page; throws `redirect(...)` to send the user elsewhere. */
  loader?: () => Promise<LoaderFunction>;
  /** The page, loaded as its own chunk. */
  page?: () => Promise<{ Page: React.ComponentType }>;
}

export const routeTable: readonly RouteEntry[] = [
  { name: 'Home', path: '/', loader: () => import('../pages/home/homeLoader.ts').then((m) => m.homeLoader) },
  {
    name: 'CxEntry',
    path: '/cx-entry',
    isPublic: true,
    loader: () => import('../pages/cx-entry/cxEntryLoader.ts').then((m) => m.cxEntryLoader),
  },
  { name: 'Login', path: '/login', isPublic: true, page: () => import('../pages/login/LoginPage.tsx') },
  { name: 'NotFound', path: '*', isPublic: true, page: () => import('../pages/not-found/NotFoundRoute.tsx') },
];
