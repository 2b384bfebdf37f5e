import type { NavItem, SidebarItem } from '@mobilise/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SignedInSession } from '../guards/guard.ts';
import { educationSidebar } from '../navigation/education-sidebar.ts';
import { type MyAimSidebarContext, myAimSidebar } from '../navigation/my-aim-sidebar.ts';
import type { NavEntry } from '../navigation/nav-entry.ts';
import { organisationSidebar } from '../navigation/organisation-sidebar.ts';
import { type TopTab, visibleTopTabs } from '../navigation/top-tabs.ts';
import { matchRoute } from '../routes/match-route.ts';
import { targetPath } from '../routes/routePath.ts';
import { routeArea, type ShellArea } from './route-area.ts';
import { useOwnApplicationsAndAssignments } from './useOwnApplicationsAndAssignments.ts';

export interface ShellNavigation {
  area: ShellArea;
  tabs: NavItem[];
  /** The Organisation tab is shown, and with it the organisation switcher. */
  showsOrganisationSwitcher: boolean;
  sidebar: { label: string; items: SidebarItem[]; currentId: string | undefined };
}

const sidebarEntriesOf = (area: ShellArea, myAim: MyAimSidebarContext): NavEntry[] => {
  switch (area) {
    case 'organisation':
      return organisationSidebar(myAim.session);
    case 'education':
      return educationSidebar();
    case 'myAim':
      return myAimSidebar(myAim);
  }
};

const pathOf = (to: NavEntry['to']) => to && new URL(targetPath(to), 'http://app.test').pathname;

/** The id of the entry leading to the current page (or redirecting to it), searched through the sub-menus. */
const currentIdIn = (entries: readonly NavEntry[], pathname: string): string | undefined => {
  for (const entry of entries) {
    if (pathOf(entry.to) === pathname || pathOf(entry.landsOn) === pathname) return entry.id;
    const inside = entry.children && currentIdIn(entry.children, pathname);
    if (inside) return inside;
  }
  return undefined;
};

/** The top tabs and the sidebar of the current page, translated and with their URLs. */
export const useShellNavigation = (session: SignedInSession): ShellNavigation => {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { entry, params } = matchRoute(pathname);
  const area = routeArea(entry.name, params, session.user);
  const translate = ({ id, label, icon, to, children }: NavEntry): SidebarItem => ({
    id,
    label: t(label.key, label.values),
    ...(icon ? { icon } : {}),
    ...(to ? { href: targetPath(to) } : {}),
    ...(children ? { children: children.map(translate) } : {}),
  });
  const own = useOwnApplicationsAndAssignments(session);
  const topTabs: TopTab[] = visibleTopTabs({
    session,
    hasApplications: own.applications.length > 0,
    hasAssignments: own.assignments.length > 0,
  });
  const entries = sidebarEntriesOf(area, { session, ...own });
  const items = entries.map(translate);
  return {
    area,
    tabs: topTabs.flatMap((tab) =>
      tab.to ? [{ id: tab.id, label: t(tab.label.key), href: targetPath(tab.to) }] : [],
    ),
    showsOrganisationSwitcher: topTabs.some((tab) => tab.hasOrganisationSwitcher),
    sidebar: { label: t(`shell.sidebar.${area}`), items, currentId: currentIdIn(entries, pathname) },
  };
};
