import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import {
  LeaveAndTravelList,
  type LeaveList,
  useLeaveAndTravelTranslation,
} from '../../features/leave-and-travel/index.ts';
import { useOrganisationParam } from '../../features/organisation/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * One of the organisation's leave lists (leave requests, travel plans, or both): the records its office
 * decides, for the office to approve, reject and follow up the confirmations still owed. An empty list
 * sends the reader to the organisation's people, whose pages hold their requests.
 */
export function OrgLeaveListPage({ list }: { list: LeaveList }) {
  const { t } = useLeaveAndTravelTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  return (
    <LeaveAndTravelList
      list={list}
      scope={{ organisationId }}
      header={
        <PageHeader title={t(`organisation.title.${list}`)} subtitle={t(`organisation.intro.${list}`)} />
      }
      emptyState={
        <EmptyState
          title={t(`organisation.empty.${list}`)}
          action={
            <ButtonLink variant="secondary" href={routePath('OrgPersonProfiles', { org_id: organisationId })}>
              {t('organisation.emptyAction')}
            </ButtonLink>
          }
        >
          {t('organisation.emptyHint')}
        </EmptyState>
      }
    />
  );
}
