import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { currentBrand } from '../brand/brand-store.ts';
import { type RouteHistoryEntry, recordNavigation } from '../features/session/index.ts';
import { matchRoute } from '../routes/match-route.ts';
import type { RouteName } from '../routes/route-names.ts';
import { scrollAfterNavigation } from '../routes/scroll-behaviour.ts';
import { composePageTitle } from './usePageTitle.ts';

let history: RouteHistoryEntry[] = [];

/** The last 10 navigations of this visit, oldest first. */
export const routeHistory = (): readonly RouteHistoryEntry[] => history;

/** What a navigation announces: the new page's name and the brand, in the reader's language. */
const announcementOf = (name: RouteName, titleKey: string) =>
  composePageTitle(i18next.t(titleKey, { defaultValue: name }), null, currentBrand().name);

/**
 * What every navigation does: it is recorded in the route history, and the window scrolls
 * smoothly to the top unless the page left or the page reached keeps the scroll. A navigation inside the
 * app also moves focus to the new page's h1 and announces the page politely; the returned text is for the
 * live region. The first page of a visit does neither: the browser announces a page load itself. Nor does a
 * task child opening over its parent's page (one that keeps the scroll): the reader stays where they were.
 */
export const useNavigationEffects = (): string => {
  const { pathname } = useLocation();
  const previous = useRef<RouteName | null>(null);
  const previousPath = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const { entry, params } = matchRoute(pathname);
    history = recordNavigation(history, { name: entry.name, params });
    const scroll = scrollAfterNavigation(previous.current, entry.name);
    if (scroll === 'smooth-to-top') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    // React runs effects twice on mount in development: the path, not the run, tells a navigation.
    const isNavigation = previousPath.current !== null && previousPath.current !== pathname;
    previous.current = entry.name;
    previousPath.current = pathname;
    if (!isNavigation || scroll === 'keep') return;
    const focusedBefore = document.activeElement;
    let stopFocus: () => void = () => {};
    let overtaken = false;
    void import('./focus-new-page.ts').then(({ focusNewPage }) => {
      if (!overtaken) stopFocus = focusNewPage(focusedBefore);
    });
    // Emptied first, so that reaching a page of the same name is announced again.
    setAnnouncement('');
    const announce = setTimeout(() => setAnnouncement(announcementOf(entry.name, entry.titleKey)), 100);
    return () => {
      overtaken = true;
      stopFocus();
      clearTimeout(announce);
    };
  }, [pathname]);
  return announcement;
};
