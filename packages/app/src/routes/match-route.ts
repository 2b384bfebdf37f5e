import { type RouteEntry, routeEntry, routeTable } from './table.ts';

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const candidates = routeTable
  .filter((entry) => entry.name !== 'NotFound' && !entry.servedByServer)
  .map((entry) => ({ entry, segments: segmentsOf(entry.path) }));

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

const matchEntry = (entry: RouteEntry, routeSegments: string[], urlSegments: string[]) => {
  if (routeSegments.length !== urlSegments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, routeSegment] of routeSegments.entries()) {
    const value = decoded(urlSegments[index] ?? '');
    if (value === undefined) return undefined;
    if (routeSegment.startsWith(':')) {
      const name = routeSegment.slice(1);
      if (entry.paramPatterns?.[name]?.test(value) === false) return undefined;
      params[name] = value;
    } else if (routeSegment !== value) {
      return undefined;
    }
  }
  return params;
};

/**
 * The route a pathname shows, as the router ranks them: a literal segment beats a parameter
 * (`/requisitions/create` over `/requisitions/{public_id}`), parameter patterns tell same-shaped
 * siblings apart, and any other path is NotFound.
 */
export const matchRoute = (pathname: string): RouteMatch => {
  const urlSegments = segmentsOf(pathname);
  let best: (RouteMatch & { literals: number }) | undefined;
  for (const { entry, segments } of candidates) {
    const params = matchEntry(entry, segments, urlSegments);
    if (params === undefined) continue;
    const literals = segments.filter((segment) => !segment.startsWith(':')).length;
    if (best === undefined || literals > best.literals) best = { entry, params, literals };
  }
  return best ? { entry: best.entry, params: best.params } : { entry: routeEntry('NotFound'), params: {} };
};
