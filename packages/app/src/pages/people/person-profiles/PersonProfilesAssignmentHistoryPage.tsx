import type { Assignment } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { Card } from '@mobilise/ui/Card';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import {
  assignmentHistoryQueryOptions,
  usePeopleTranslation,
  usePersonProfileParam,
} from '../../../features/people/index.ts';
import {
  assignmentDates,
  assignmentPlace,
  fullName,
  QueryStates,
  useMyAimTranslation,
} from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { PersonSubPage } from './PersonSubPage.tsx';

/**
 * PersonProfilesAssignmentHistory (/person-profiles/{id}/assignment-history): every assignment of the
 * person the reader may see (`api/assignments?assignee={id}&per_page=9999`), newest first,
 * abandoned ones marked. A person the server does not answer for is not found.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const { profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  return (
    <PersonSubPage title={t('assignmentHistory.title')}>
      {(person) => <AssignmentHistory personId={person.id} />}
    </PersonSubPage>
  );
}

function AssignmentHistory({ personId }: { personId: number }) {
  const { t } = usePeopleTranslation();
  const assignments = useQuery(assignmentHistoryQueryOptions(personId));
  return (
    <Card heading={t('assignmentHistory.heading')}>
      <QueryStates
        query={assignments}
        errorText={t('assignmentHistory.error')}
        emptyText={t('assignmentHistory.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((assignment) => (
              <AssignmentItem key={assignment.id} assignment={assignment} />
            ))}
          </ul>
        )}
      </QueryStates>
    </Card>
  );
}

function AssignmentItem({ assignment }: { assignment: Assignment }) {
  const { t } = usePeopleTranslation();
  const myAim = useMyAimTranslation();
  const dates = assignmentDates(assignment);
  const place = assignmentPlace(assignment.location);
  return (
    <li className={styles.listItem}>
      <h3 className={styles.itemHeading}>
        {assignment.received_by?.name ??
          myAim.t('dashboard.assignments.untitled', { publicId: assignment.public_id })}
        <StatusPill kind="assignment" status={assignment.status} size="sm" />
        {assignment.is_abandoned ? (
          <Badge tone="critical" size="sm">
            {t('assignmentHistory.abandoned')}
          </Badge>
        ) : null}
      </h3>
      <p className={styles.muted}>{place === '' ? t('assignmentHistory.noPlace') : place}</p>
      <p className={styles.muted}>
        {myAim.t(`dashboard.assignments.dates.${dates.kind}`, {
          start: myAim.displayDate(dates.start_date),
          end: myAim.displayDate(dates.end_date),
        })}
      </p>
    </li>
  );
}
