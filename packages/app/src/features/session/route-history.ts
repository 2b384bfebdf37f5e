import type { RouteName } from '../../routes/route-names.ts';

export interface RouteHistoryEntry {
  name: RouteName;
  params: Readonly<Record<string, string>>;
}

/** The route history keeps the last 10 navigations. */
export const routeHistoryLimit = 10;

const sameParams = (a: RouteHistoryEntry['params'], b: RouteHistoryEntry['params']) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The history after a navigation: the entry is added, or replaces the last one when it has the same
 * route and params; only the newest 10 are kept.
 */
export const recordNavigation = (
  history: readonly RouteHistoryEntry[],
  entry: RouteHistoryEntry,
): RouteHistoryEntry[] => {
  const last = history.at(-1);
  const kept =
    last && last.name === entry.name && sameParams(last.params, entry.params)
      ? history.slice(0, -1)
      : history;
  return [...kept, entry].slice(-routeHistoryLimit);
};
