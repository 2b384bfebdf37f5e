import type { SignedInSession } from '../guards/guard.ts';
import { isOfficeStaff } from '../guards/roles.ts';
import { routeTarget } from '../routes/routePath.ts';
import { type NavEntry, type NavEntryDefinition, visibleEntries } from './nav-entry.ts';

export interface TopTabsContext {
  session: SignedInSession;
  hasApplications: boolean;
  hasAssignments: boolean;
}

export interface TopTab extends NavEntry {
  /** The Organisation tab carries the organisation switcher. */
  hasOrganisationSwitcher?: boolean;
}

const definitions = (context: TopTabsContext): readonly (NavEntryDefinition<TopTabsContext> & TopTab)[] => {
  const { activeOrganisationId } = context.session;
  return [
    {
      id: 'myAim',
      label: { key: 'nav.tabs.myAim' },
      to: routeTarget('MyAimDashboard'),
      isShown: ({ hasApplications, hasAssignments }) => hasApplications || hasAssignments,
    },
    {
      id: 'organisation',
      label: { key: 'nav.tabs.organisation' },
      // The tab leads to the active organisation; without one (no organisation exists) there is nowhere to go.
      ...(activeOrganisationId === null ? {} : { to: routeTarget('Org', { org_id: activeOrganisationId }) }),
      hasOrganisationSwitcher: true,
      isShown: ({ session }) => isOfficeStaff(session.user) && activeOrganisationId !== null,
    },
    {
      id: 'systemAdmin',
      label: { key: 'nav.tabs.systemAdmin' },
      to: routeTarget('SystemSettings'),
      // The System Admin tab exists but is never shown, to admins neither.
      isShown: () => false,
    },
    {
      id: 'education',
      label: { key: 'nav.tabs.education' },
      to: routeTarget('EducationDashboard'),
      isShown: ({ session }) =>
        session.metadata.feature_flags.education_plans && session.user.is_education_consultant_for.length > 0,
    },
  ];
};

/** The top navigation tabs a user sees. */
export const visibleTopTabs = (context: TopTabsContext): TopTab[] =>
  visibleEntries(definitions(context), context);
