import { DetailSection } from '@mobilise/ui/DetailPage';
import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '../../../shared/index.ts';
import { membershipsOfPersonQueryOptions } from '../api/memberships.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import { MembershipList } from './MembershipList.tsx';

/** A person's memberships as a card of their profile (`api/memberships?member={id}`). */
export function PersonMembershipsCard({ personId }: { personId: number }) {
  const { t } = usePeopleTranslation();
  const memberships = useQuery(membershipsOfPersonQueryOptions(personId));
  return (
    <DetailSection title={t('memberships.heading')}>
      <QueryStates
        query={memberships}
        errorText={t('memberships.error')}
        emptyText={t('memberships.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => <MembershipList memberships={data} />}
      </QueryStates>
    </DetailSection>
  );
}
