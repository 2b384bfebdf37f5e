import { type LeaveKind, useLeaveAndTravelTranslation } from '../../features/leave-and-travel/index.ts';
import { usePersonProfileParam } from '../../features/people/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { fullName, RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import { CreateRecordPage } from '../people/CreateInOrganisationPage.tsx';

const pagesOf = {
  leave_request: {
    entity: 'leave-requests',
    created: 'LeaveRequestsCreated',
    create: 'PersonProfileLeaveRequestsCreate',
  },
  travel_plan: {
    entity: 'travel-plans',
    created: 'TravelPlansCreated',
    create: 'PersonProfileTravelPlansCreate',
  },
} as const;

/**
 * A leave request or travel plan for the person of the address (/person-profiles/{id}/leave-requests/create,
 * /travel-plans/create): the server's blank form for them, offering their family as the people going,
 * which creates the record with its first saved answer and saves each answer as it is given; "Go to"
 * then leads to the created page. The server says who may request for the person.
 */
export function LeaveCreatePage({ kind }: { kind: LeaveKind }) {
  const { t } = useLeaveAndTravelTranslation();
  const { id, profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  const pages = pagesOf[kind];
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(person) => (
        <CreateRecordPage
          entity={pages.entity}
          query={{ person_profile: person.id }}
          organisationId={null}
          title={t(`form.createTitle.${kind}`)}
          intro={t(`form.createIntro.${kind}`, { name: fullName(person) })}
          entityLabel={t(`form.entityLabel.${kind}`)}
          createdRoute={pages.created}
          resumePath={(record) => routePath(pages.create, { id: person.id, record })}
          resumeParam="record"
        />
      )}
    </RecordStates>
  );
}
