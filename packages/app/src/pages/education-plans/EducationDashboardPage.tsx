import {
  type EducationDashboard,
  educationPlanExpiringWithinDays,
  educationPlanStatuses,
} from '@mobilise/contract';
import { BarChart } from '@mobilise/ui/BarChart';
import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { StatCard } from '@mobilise/ui/StatCard';
import { Tiles } from '@mobilise/ui/Tiles';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarX, ClipboardList, FileQuestion, type LucideIcon, UserX } from 'lucide-react';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  educationDashboardQueryOptions,
  educationPlanFiltersQuery,
  useEducationPlansTranslation,
} from '../../features/education-plans/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

type Count =
  | 'awaitingDecision'
  | 'expiringSoon'
  | 'expired'
  | 'childrenWithoutPlan'
  | 'missingTestingInformation';

/** The statuses a plan still counts in: an archived plan is no longer current. */
const currentStatuses = educationPlanStatuses.filter((status) => status !== 'ARCHIVED');

/**
 * Each count, its icon and, where the plans index can hold exactly what it counts, the index's filters.
 * Children without a plan have no plan to list, and the index has no filter for missing testing
 * information, so those two are figures alone.
 */
const figures: readonly { count: Count; icon: LucideIcon; filters?: Record<string, string> }[] = [
  {
    count: 'awaitingDecision',
    icon: ClipboardList,
    filters: educationPlanFiltersQuery({ statuses: ['SUBMITTED'] }),
  },
  {
    count: 'expiringSoon',
    icon: CalendarClock,
    filters: educationPlanFiltersQuery({
      statuses: ['APPROVED'],
      expiringWithinDays: educationPlanExpiringWithinDays,
    }),
  },
  {
    count: 'expired',
    icon: CalendarX,
    filters: educationPlanFiltersQuery({ statuses: currentStatuses, expired: true }),
  },
  { count: 'childrenWithoutPlan', icon: UserX },
  { count: 'missingTestingInformation', icon: FileQuestion },
];

function Charts({ dashboard }: { dashboard: EducationDashboard }) {
  const { t, i18n } = useEducationPlansTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const countOf = (status: string) => dashboard.byStatus.find((each) => each.status === status)?.count ?? 0;
  return (
    <Tiles columns={{ mobile: 1, lg: 2 }} space="lg">
      <BarChart
        title={t('dashboard.byStatus')}
        labelHeading={t('fields.status')}
        valueHeading={t('dashboard.plans')}
        formatValue={(value) => number.format(value)}
        data={educationPlanStatuses.map((status) => ({
          id: status,
          label: t(`statuses.${status}`),
          value: countOf(status),
        }))}
      />
      {dashboard.byExpiryMonth.length === 0 ? (
        <p>{t('dashboard.noExpiries')}</p>
      ) : (
        <BarChart
          title={t('dashboard.byExpiryMonth')}
          labelHeading={t('dashboard.month')}
          valueHeading={t('dashboard.plans')}
          formatValue={(value) => number.format(value)}
          data={dashboard.byExpiryMonth.map(({ month: yearMonth, count }) => ({
            id: yearMonth,
            label: month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
            value: count,
          }))}
        />
      )}
    </Tiles>
  );
}

/**
 * EducationDashboard (/education-plans-dashboard), where the Education tab leads consultants: what needs
 * their attention over the organisations they reach, each count that the plans index can hold a link to
 * it, and the plans by status and by expiry month, drawn and also given as tables.
 */
export function Page() {
  const { t, i18n } = useEducationPlansTranslation();
  usePageTitle();
  const query = useQuery(educationDashboardQueryOptions);
  const refresh = useListRefresh(query);
  const number = new Intl.NumberFormat(i18n.language);

  const content = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t('dashboard.loadError')}</ErrorState>;
    const dashboard = query.data;
    return (
      <>
        <Tiles as="ul" columns={{ mobile: 1, sm: 2, lg: 3 }}>
          {figures.map(({ count, icon, filters }) => (
            <StatCard
              key={count}
              icon={icon}
              label={t(`dashboard.counts.${count}.title`)}
              value={number.format(dashboard[count])}
              hint={t(`dashboard.counts.${count}.description`, {
                days: educationPlanExpiringWithinDays,
                year: dashboard.academicYear,
              })}
              action={
                filters === undefined
                  ? undefined
                  : {
                      label: t(`dashboard.counts.${count}.link`),
                      href: routePath('EducationPlansIndex', filters),
                    }
              }
            />
          ))}
        </Tiles>
        <Charts dashboard={dashboard} />
      </>
    );
  };

  return (
    <PageFrame>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.intro')} />
      {content()}
    </PageFrame>
  );
}
