import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '../pages/root/RootErrorBoundary.tsx';
import { RootLayout } from '../pages/root/RootLayout.tsx';
import { type RouteEntry, routeEntry, routeTable } from './table.ts';

const notFoundPage = routeEntry('NotFound').page;

/** `/applications/:id` and `/applications/:public_id` are one URL shape to the router. */
const shapeOf = (path: string) => path.replace(/:[^/]+/g, ':');

const toRouteObject = (entry: RouteEntry, children: readonly RouteEntry[]): RouteObject => {
  const parentPath = entry.taskChildOf === undefined ? undefined : routeEntry(entry.taskChildOf).path;
  return {
    id: entry.name,
    path: parentPath === undefined ? entry.path : entry.path.slice(parentPath.length + 1),
    // A route whose screen is not built yet shows NotFound; one that only redirects renders nothing.
    lazy: async () => {
      const [loader, page] = await Promise.all([
        entry.loader?.(),
        (entry.page ?? (entry.loader ? undefined : notFoundPage))?.(),
      ]);
      return { loader, Component: page?.Page ?? null };
    },
    children: children
      .filter((child) => child.taskChildOf === entry.name)
      .map((child) => toRouteObject(child, children)),
  };
};

/**
 * The router's view of the table: paths the server answers are left out, and of two same-shaped routes
 * (a numeric public id and its full-id variant) the first is registered; its page tells them apart with
 * `matchRoute`. Task children nest in their parent, whose page renders them.
 */
const registeredRoutes = () => {
  const seen = new Set<string>();
  return routeTable.filter((entry) => {
    if (entry.servedByServer) return false;
    const shape = shapeOf(entry.path);
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
};

/** The data router over the route table: one root frame, every named route as a lazy child. */
export const createAppRouter = () => {
  const registered = registeredRoutes();
  const tasks = registered.filter((entry) => entry.taskChildOf !== undefined);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      children: registered
        .filter((entry) => entry.taskChildOf === undefined)
        .map((entry) => toRouteObject(entry, tasks)),
    },
  ]);
};
