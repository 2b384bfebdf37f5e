import { evaluateRoute } from '../guards/evaluate-route.ts';
import type { SignedInSession } from '../guards/guard.ts';
import { type RouteTarget, targetPath } from '../routes/routePath.ts';
import { routeEntry } from '../routes/table.ts';

/** Whether a link would show its page rather than be redirected by the route's guards. */
export const isReachable = (session: SignedInSession, target: RouteTarget): boolean => {
  const params = Object.fromEntries(
    Object.entries(target.params ?? {}).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
  return evaluateRoute(routeEntry(target.name), session, params, targetPath(target)).kind === 'allow';
};
