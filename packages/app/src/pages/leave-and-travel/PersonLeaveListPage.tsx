import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import {
  LeaveAndTravelList,
  type LeaveKind,
  useLeaveAndTravelTranslation,
  useTravelPlansOn,
} from '../../features/leave-and-travel/index.ts';
import { usePersonProfileParam } from '../../features/people/index.ts';
import { hasPage } from '../../routes/has-page.ts';
import { routePath } from '../../routes/routePath.ts';
import { fullName, RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

const createRouteOf = {
  leave_request: 'PersonProfileLeaveRequestsCreate',
  travel_plan: 'PersonProfileTravelPlansCreate',
} as const;

const otherListOf = {
  leave_request: 'PersonProfileTravelPlans',
  travel_plan: 'PersonProfileLeaveRequests',
} as const;

/**
 * A person's leave requests or travel plans (/person-profiles/{id}/leave-requests, /travel-plans): the
 * records they are a subject of, with the way to request more, and to the other list when travel plans
 * are on. A person the server does not answer for is not found.
 */
export function PersonLeaveListPage({ kind }: { kind: LeaveKind }) {
  const { t } = useLeaveAndTravelTranslation();
  const { id, profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  const hasTravel = useTravelPlansOn();
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(person) => {
        const name = fullName(person);
        const createRoute = createRouteOf[kind];
        const createLink = hasPage(createRoute) ? (
          <ButtonLink href={routePath(createRoute, { id: person.id })}>
            {t(`person.create.${kind}`)}
          </ButtonLink>
        ) : null;
        return (
          <LeaveAndTravelList
            list={kind}
            scope={{ personId: person.id }}
            header={
              <PageHeader
                title={t(`person.title.${kind}`, { name })}
                subtitle={t(`person.intro.${kind}`)}
                primaryAction={createLink}
                secondaryActions={
                  <>
                    {hasTravel ? (
                      <ButtonLink variant="secondary" href={routePath(otherListOf[kind], { id: person.id })}>
                        {t(`person.other.${kind}`)}
                      </ButtonLink>
                    ) : null}
                    <ButtonLink variant="tertiary" href={routePath('PersonProfilesShow', { id: person.id })}>
                      {t('person.backToProfile', { name })}
                    </ButtonLink>
                  </>
                }
              />
            }
            emptyState={
              <EmptyState title={t(`person.empty.${kind}`)} action={createLink}>
                {t(`person.emptyHint.${kind}`)}
              </EmptyState>
            }
          />
        );
      }}
    </RecordStates>
  );
}
