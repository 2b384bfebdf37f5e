import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { type RouteHistoryEntry, recordNavigation } from '../features/session/index.ts';
import { matchRoute } from '../routes/match-route.ts';
import type { RouteName } from '../routes/route-names.ts';
import { scrollAfterNavigation } from '../routes/scroll-behaviour.ts';

let history: RouteHistoryEntry[] = [];

/** The last 10 navigations of this visit, oldest first. */
export const routeHistory = (): readonly RouteHistoryEntry[] => history;

/**
 * What every navigation does: it is recorded in the route history, and the window scrolls
 * smoothly to the top unless the page left or the page reached keeps the scroll.
 */
export const useNavigationEffects = () => {
  const { pathname } = useLocation();
  const previous = useRef<RouteName | null>(null);
  useEffect(() => {
    const { entry, params } = matchRoute(pathname);
    history = recordNavigation(history, { name: entry.name, params });
    if (scrollAfterNavigation(previous.current, entry.name) === 'smooth-to-top') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    previous.current = entry.name;
  }, [pathname]);
};
