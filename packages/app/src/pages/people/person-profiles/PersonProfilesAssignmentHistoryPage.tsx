import type { Assignment } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { Card } from '@mobilise/ui/Card';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
      {(person, header) => <AssignmentHistory personId={person.id} header={header} />}
    </PersonSubPage>
  );
}

function AssignmentHistory({ personId, header }: { personId: number; header: ReactNode }) {
  const { t } = usePeopleTranslation();
  const assignments = useQuery(assignmentHistoryQueryOptions(personId));
  const count = assignments.data?.length;
  return (
    <ListPage
      header={header}
      count={count}
      countLabel={count === undefined ? undefined : t('assignmentHistory.count', { count })}
      emptyState={<EmptyState title={t('assignmentHistory.empty')} />}
    >
      <Card heading={t('assignmentHistory.heading')}>
        <QueryStates
          query={assignments}
          errorText={t('assignmentHistory.error')}
          emptyText={t('assignmentHistory.empty')}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <Stack as="ul" space="md">
              {data.map((assignment) => (
                <AssignmentItem key={assignment.id} assignment={assignment} />
              ))}
            </Stack>
          )}
        </QueryStates>
      </Card>
    </ListPage>
  );
}

function AssignmentItem({ assignment }: { assignment: Assignment }) {
  const { t } = usePeopleTranslation();
  const myAim = useMyAimTranslation();
  const dates = assignmentDates(assignment);
  const place = assignmentPlace(assignment.location);
  return (
    <Stack space="xs">
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
    </Stack>
  );
}
