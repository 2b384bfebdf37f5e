import { hasCapability, type OrganisationDashboard } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatCard } from '@mobilise/ui/StatCard';
import { Tiles } from '@mobilise/ui/Tiles';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { CalendarClock, ClipboardCheck, FileText, type LucideIcon, PlaneLanding, Users } from 'lucide-react';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  organisationDashboardQueryOptions,
  useOrganisationParam,
  useOrganisationTranslation,
} from '../../features/organisation/index.ts';
import { organisationsQueryOptions, useCurrentUser } from '../../features/session/index.ts';
import type { LinkableRouteName } from '../../routes/routePath.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

type OrganisationRoute = Extract<
  LinkableRouteName,
  'OrgPersonProfiles' | 'OrgArrivingSoon' | 'OrgLeaveRequests' | 'OrgApplications' | 'OrgReviews'
>;

/** Each count of the dashboard, its icon and the list that holds what it counts. */
const figures: readonly {
  count: keyof OrganisationDashboard;
  icon: LucideIcon;
  route: OrganisationRoute;
  /** The list's filters that keep what the count counts. */
  filters?: { status: string } | { overdue: string };
}[] = [
  { count: 'arriving_soon', icon: PlaneLanding, route: 'OrgArrivingSoon' },
  {
    count: 'leave_awaiting_approval',
    icon: CalendarClock,
    route: 'OrgLeaveRequests',
    filters: { status: 'AWAITING_APPROVAL' },
  },
  { count: 'applications_in_progress', icon: FileText, route: 'OrgApplications' },
  { count: 'overdue_reviews', icon: ClipboardCheck, route: 'OrgReviews', filters: { overdue: 'true' } },
  { count: 'people', icon: Users, route: 'OrgPersonProfiles' },
];

/**
 * The organisation dashboard (OrgDashboard), where Home sends office staff: what needs
 * their attention, each count a link to its list, and shortcuts to the people screens and to the tasks
 * waiting on them.
 */
export function Page() {
  const { t, i18n } = useOrganisationTranslation();
  const organisationId = useOrganisationParam();
  const { data: organisations } = useSuspenseQuery(organisationsQueryOptions);
  const organisation = organisations.find(({ id }) => id === organisationId);
  usePageTitle(organisation?.name);
  const query = useQuery(organisationDashboardQueryOptions(organisationId));
  const refresh = useListRefresh(query);
  const number = new Intl.NumberFormat(i18n.language);
  const params = { org_id: organisationId };
  // Creating and managing people need create_person_profiles for the organisation (R-ROLE-006).
  const managesPeople = hasCapability(
    useCurrentUser()?.user_can ?? {},
    'create_person_profiles',
    organisationId,
  );
  const shown = figures.filter(({ route }) => managesPeople || route !== 'OrgPersonProfiles');

  const counts = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t('orgDashboard.loadError')}</ErrorState>;
    return (
      <Tiles as="ul" columns={{ mobile: 1, sm: 2, lg: 3 }}>
        {shown.map(({ count, icon, route, filters }) => (
          <StatCard
            key={count}
            icon={icon}
            label={t(`orgDashboard.counts.${count}.title`)}
            value={number.format(query.data[count])}
            hint={t(`orgDashboard.counts.${count}.description`)}
            action={{
              label: t(`orgDashboard.counts.${count}.link`),
              href: routePath(route, { ...params, ...filters }),
            }}
          />
        ))}
      </Tiles>
    );
  };

  return (
    <PageFrame>
      <PageHeader
        title={t('orgDashboard.title', { organisation: organisation?.name ?? '' })}
        subtitle={t('orgDashboard.intro')}
      />
      <nav aria-label={t('orgDashboard.shortcuts')}>
        <Inline space="sm">
          {managesPeople ? (
            <ButtonLink href={routePath('PersonProfilesCreate', params)}>
              {t('orgDashboard.createPerson')}
            </ButtonLink>
          ) : null}
          {managesPeople ? (
            <ButtonLink variant="secondary" href={routePath('OrgPersonProfiles', params)}>
              {t('orgDashboard.managePeople')}
            </ButtonLink>
          ) : null}
          <ButtonLink variant="secondary" href={routePath('OrgMembersDirectory', params)}>
            {t('orgDashboard.directory')}
          </ButtonLink>
          <ButtonLink variant="secondary" href={routePath('OrgTasks', params)}>
            {t('orgDashboard.tasks')}
          </ButtonLink>
        </Inline>
      </nav>
      {counts()}
    </PageFrame>
  );
}
