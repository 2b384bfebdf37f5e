import { hasCapability, type OrganisationDashboard } from '@mobilise/contract';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Card } from '@mobilise/ui/Card';
import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  organisationDashboardQueryOptions,
  useOrganisationParam,
  useOrganisationTranslation,
} from '../../features/organisation/index.ts';
import { organisationsQueryOptions, useCurrentUser } from '../../features/session/index.ts';
import type { LinkableRouteName } from '../../routes/routePath.ts';
import { routePath } from '../../routes/routePath.ts';
import { TextLink } from '../../shared/index.ts';
import * as styles from '../../shared/list-page.css.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

type OrganisationRoute = Extract<
  LinkableRouteName,
  'OrgPersonProfiles' | 'OrgArrivingSoon' | 'OrgLeaveRequests' | 'OrgApplications' | 'OrgReviews'
>;

/** Each count of the dashboard and the list that holds what it counts. */
const tiles: readonly { count: keyof OrganisationDashboard; route: OrganisationRoute }[] = [
  { count: 'arriving_soon', route: 'OrgArrivingSoon' },
  { count: 'leave_awaiting_approval', route: 'OrgLeaveRequests' },
  { count: 'applications_in_progress', route: 'OrgApplications' },
  { count: 'overdue_reviews', route: 'OrgReviews' },
  { count: 'people', route: 'OrgPersonProfiles' },
];

/**
 * The organisation dashboard (OrgDashboard), where Home sends office staff: what needs
 * their attention, each count a link to its list, and shortcuts to the people screens.
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
  const shown = tiles.filter(({ route }) => managesPeople || route !== 'OrgPersonProfiles');

  const counts = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t('orgDashboard.loadError')}</ErrorState>;
    return (
      <ul className={styles.cards}>
        {shown.map(({ count, route }) => (
          <li key={count}>
            <Card heading={t(`orgDashboard.counts.${count}.title`)}>
              <p className={styles.count}>{number.format(query.data[count])}</p>
              <p className={styles.muted}>{t(`orgDashboard.counts.${count}.description`)}</p>
              <TextLink href={routePath(route, params)}>{t(`orgDashboard.counts.${count}.link`)}</TextLink>
            </Card>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>
          {t('orgDashboard.title', { organisation: organisation?.name ?? '' })}
        </h1>
        <p className={styles.intro}>{t('orgDashboard.intro')}</p>
      </div>
      <nav aria-label={t('orgDashboard.shortcuts')} className={styles.shortcuts}>
        {managesPeople ? (
          <>
            <ButtonLink href={routePath('PersonProfilesCreate', params)}>
              {t('orgDashboard.createPerson')}
            </ButtonLink>
            <ButtonLink variant="secondary" href={routePath('OrgPersonProfiles', params)}>
              {t('orgDashboard.managePeople')}
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink variant="secondary" href={routePath('OrgMembersDirectory', params)}>
          {t('orgDashboard.directory')}
        </ButtonLink>
      </nav>
      {counts()}
    </div>
  );
}
