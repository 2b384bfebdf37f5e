import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Card } from '@mobilise/ui/Card';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AssignmentHistoryItem,
  exploringAssignmentsQueryOptions,
  usePeopleTranslation,
  usePersonProfileParam,
} from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { fullName, QueryStates } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { PersonSubPage } from './PersonSubPage.tsx';

/**
 * PersonProfileExploringAssignments (/person-profiles/{id}/assignments): the person's potential
 * assignments being explored (`api/assignments?assignee={id}&status=POTENTIAL&is_abandoned=false`), each
 * linking to its page. A person the server does not answer for is not found.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const { profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  return (
    <PersonSubPage title={t('exploringAssignments.title')} intro={() => t('exploringAssignments.intro')}>
      {(person, header) => <ExploringAssignments personId={person.id} header={header} />}
    </PersonSubPage>
  );
}

function ExploringAssignments({ personId, header }: { personId: number; header: ReactNode }) {
  const { t } = usePeopleTranslation();
  const assignments = useQuery(exploringAssignmentsQueryOptions(personId));
  const count = assignments.data?.length;
  const emptyState = (
    <EmptyState
      title={t('exploringAssignments.empty')}
      action={
        <ButtonLink variant="secondary" href={routePath('PersonProfilesAssignmentHistory', { id: personId })}>
          {t('exploringAssignments.seeHistory')}
        </ButtonLink>
      }
    >
      {t('exploringAssignments.emptyHint')}
    </EmptyState>
  );
  return (
    <ListPage
      header={header}
      count={count}
      countLabel={count === undefined ? undefined : t('exploringAssignments.count', { count })}
      emptyState={emptyState}
    >
      <Card heading={t('exploringAssignments.heading')}>
        <QueryStates
          query={assignments}
          errorText={t('exploringAssignments.error')}
          emptyText={t('exploringAssignments.empty')}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <Stack as="ul" space="md">
              {data.map((assignment) => (
                <AssignmentHistoryItem
                  key={assignment.id}
                  assignment={assignment}
                  href={routePath('AssignmentsShow', { public_id: assignment.public_id })}
                />
              ))}
            </Stack>
          )}
        </QueryStates>
      </Card>
    </ListPage>
  );
}
