import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '../pages/root/RootErrorBoundary.tsx';
import { RootLayout } from '../pages/root/RootLayout.tsx';
import { type RouteEntry, routeTable } from './table.ts';

const toRouteObject = (entry: RouteEntry): RouteObject => ({
  id: entry.name,
  path: entry.path,
  lazy: async () => {
    const [loader, page] = await Promise.all([entry.loader?.(), entry.page?.()]);
    return { loader, Component: page?.Page ?? null };
  },
});

/** The data router over the route table: one root frame, every named route as a lazy child. */
export const createAppRouter = () =>
  createBrowserRouter([
    { element: <RootLayout />, errorElement: <RootErrorBoundary />, children: routeTable.map(toRouteObject) },
  ]);
