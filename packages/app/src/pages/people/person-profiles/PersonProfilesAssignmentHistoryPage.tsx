import { Card } from '@mobilise/ui/Card';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AssignmentHistoryItem,
  assignmentHistoryQueryOptions,
  usePeopleTranslation,
  usePersonProfileParam,
} from '../../../features/people/index.ts';
import { fullName, QueryStates } from '../../../shared/index.ts';
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
                <AssignmentHistoryItem key={assignment.id} assignment={assignment} />
              ))}
            </Stack>
          )}
        </QueryStates>
      </Card>
    </ListPage>
  );
}
