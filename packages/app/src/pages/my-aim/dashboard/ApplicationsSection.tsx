import { DetailSection } from '@mobilise/ui/DetailPage';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { applicationsInProgressQueryOptions } from '../../../features/my-aim/index.ts';
import { hasPage } from '../../../routes/has-page.ts';
import { routePath } from '../../../routes/routePath.ts';
import { QueryStates, useMyAimTranslation } from '../../../shared/index.ts';
import { DashboardItem } from './DashboardItem.tsx';

/** The member's applications still in progress, each leading to its own entry. */
export function ApplicationsSection({ applicantId }: { applicantId: number | null }) {
  const { t } = useMyAimTranslation();
  const applications = useQuery({
    ...applicationsInProgressQueryOptions(applicantId ?? 0),
    enabled: applicantId !== null,
  });
  const linksToApplications = hasPage('ApplicationsShow');
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
                detail={t(`shared.termType.${application.term_type}`)}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
    </DetailSection>
  );
}
