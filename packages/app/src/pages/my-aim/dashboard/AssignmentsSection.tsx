import type { FullPersonProfile } from '@mobilise/contract';
import { Card } from '@mobilise/ui/Card';
import { StatusPill } from '@mobilise/ui/StatusPill';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasPage } from '../../../routes/has-page.ts';
import { routePath } from '../../../routes/routePath.ts';
import {
  assignmentDates,
  currentAssignments,
  QueryStates,
  TextLink,
  useMyAimTranslation,
} from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';

/** The member's current assignments, the active one first, with status and dates. */
export function AssignmentsSection({ profile }: { profile: UseQueryResult<FullPersonProfile> }) {
  const { t, displayDate } = useMyAimTranslation();
  const linksToAssignments = hasPage('AssignmentsShow');
  return (
    <Card heading={t('dashboard.assignments.heading')}>
      <QueryStates
        query={profile}
        errorText={t('dashboard.assignments.error')}
        emptyText={t('dashboard.assignments.empty')}
        isEmpty={(data) => currentAssignments(data.assignments).length === 0}
      >
        {(data) => (
          <ul className={styles.list}>
            {currentAssignments(data.assignments).map((assignment) => {
              const dates = assignmentDates(assignment);
              const title =
                assignment.received_by?.name ??
                t('dashboard.assignments.untitled', { publicId: assignment.public_id });
              return (
                <li key={assignment.id} className={styles.listItem}>
                  <h3 className={styles.itemHeading}>
                    {linksToAssignments ? (
                      <TextLink href={routePath('AssignmentsShow', { public_id: assignment.public_id })}>
                        {title}
                      </TextLink>
                    ) : (
                      title
                    )}
                    <StatusPill kind="assignment" status={assignment.status} size="sm" />
                  </h3>
                  <p className={styles.muted}>
                    {t(`dashboard.assignments.dates.${dates.kind}`, {
                      start: displayDate(dates.start_date),
                      end: displayDate(dates.end_date),
                    })}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </Card>
  );
}
