import type { FullPersonProfile } from '@mobilise/contract';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasPage } from '../../../routes/has-page.ts';
import { routePath } from '../../../routes/routePath.ts';
import {
  assignmentDates,
  currentAssignments,
  QueryStates,
  useMyAimTranslation,
} from '../../../shared/index.ts';
import { DashboardItem } from './DashboardItem.tsx';

/** The member's current assignments, the active one first, with status and dates. */
export function AssignmentsSection({ profile }: { profile: UseQueryResult<FullPersonProfile> }) {
  const { t, displayDate } = useMyAimTranslation();
  const linksToAssignments = hasPage('AssignmentsShow');
  return (
    <DetailSection title={t('dashboard.assignments.heading')}>
      <QueryStates
        query={profile}
        errorText={t('dashboard.assignments.error')}
        emptyText={t('dashboard.assignments.empty')}
        isEmpty={(data) => currentAssignments(data.assignments).length === 0}
      >
        {(data) => (
          <Stack as="ul" space="md">
            {currentAssignments(data.assignments).map((assignment) => {
              const dates = assignmentDates(assignment);
              return (
                <DashboardItem
                  key={assignment.id}
                  title={
                    assignment.received_by?.name ??
                    t('dashboard.assignments.untitled', { publicId: assignment.public_id })
                  }
                  href={
                    linksToAssignments
                      ? routePath('AssignmentsShow', { public_id: assignment.public_id })
                      : undefined
                  }
                  status={<StatusPill kind="assignment" status={assignment.status} size="sm" />}
                  detail={t(`dashboard.assignments.dates.${dates.kind}`, {
                    start: displayDate(dates.start_date),
                    end: displayDate(dates.end_date),
                  })}
                />
              );
            })}
          </Stack>
        )}
      </QueryStates>
    </DetailSection>
  );
}
