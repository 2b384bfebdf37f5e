import { generatePath } from 'react-router-dom';
import type { RouteName } from './route-names.ts';
import { routeTable } from './table.ts';

type Params = Record<string, string | number>;

const pathOf = new Map(routeTable.map((route) => [route.name, route.path]));

/** The URL of a named route: links are built only here, never from string literals. */
export const routePath = (name: RouteName, params: Params = {}): string => {
  const path = pathOf.get(name);
  if (path === undefined) throw new Error(`Unknown route ${name}`);
  const asStrings = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(path, asStrings);
};
