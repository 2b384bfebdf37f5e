import type { Application } from '@mobilise/contract';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { dashboardApplicationsQueryOptions } from '../../../features/my-aim/index.ts';
import { hasPage } from '../../../routes/has-page.ts';
import { routePath } from '../../../routes/routePath.ts';
import { QueryStates, useMyAimTranslation } from '../../../shared/index.ts';
import { DashboardItem } from './DashboardItem.tsx';

/**
 * The member's applications in progress, then the ones they were appointed from, each leading to its own
 * entry: an appointed one says when, and for what term, rather than the term the application asked for.
 */
export function ApplicationsSection({ applicantId }: { applicantId: number | null }) {
  const { t, displayDate } = useMyAimTranslation();
  const applications = useQuery({
    ...dashboardApplicationsQueryOptions(applicantId ?? 0),
    enabled: applicantId !== null,
  });
  const linksToApplications = hasPage('ApplicationsShow');
  const detail = ({ term_type, appointments }: Application) => {
    const appointment = appointments.find(({ appointee_id }) => appointee_id === applicantId);
    return appointment
      ? t(`dashboard.applications.appointed.${appointment.term_type}`, {
          date: displayDate(appointment.appointment_date),
        })
      : t(`shared.termType.${term_type}`);
  };
  return (
    <DetailSection title={t('dashboard.applications.heading')}>
      <QueryStates
        query={applications}
        errorText={t('dashboard.applications.error')}
        emptyText={t('dashboard.applications.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <Stack as="ul" space="md">
            {data.map((application) => (
              <DashboardItem
                key={application.id}
                title={application.title}
                href={
                  linksToApplications
                    ? routePath('ApplicationsShow', { public_id: application.public_id })
                    : undefined
                }
                status={<StatusPill kind="application" status={application.status} size="sm" />}
                detail={detail(application)}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
    </DetailSection>
  );
}
