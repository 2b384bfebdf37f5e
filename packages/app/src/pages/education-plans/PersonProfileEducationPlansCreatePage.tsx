import type { PersonProfile } from '@mobilise/contract';
import { Stack } from '@mobilise/ui/Stack';
import {
  EducationPlanRequirement,
  EducationPlanStatus,
  useEducationPlansTranslation,
} from '../../features/education-plans/index.ts';
import { usePersonProfileParam } from '../../features/people/index.ts';
import { useCurrentUser } from '../../features/session/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { fullName, RecordStates, TextLink } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';
import { CreateRecordPage } from '../people/CreateInOrganisationPage.tsx';

/** The child's plans so far, so a second one for a year already planned is not started by mistake. */
function ExistingPlans({ plans }: { plans: PersonProfile['educationPlans'] }) {
  const { t } = useEducationPlansTranslation();
  if (plans.length === 0) return null;
  return (
    <section aria-label={t('create.existing')}>
      <Stack space="xs">
        <p>{t('create.existing')}</p>
        <ul>
          {plans.map((plan) => (
            <li key={plan.id}>
              <TextLink href={routePath('EducationPlansShow', { id: plan.id })}>
                {t('create.existingPlan', { year: plan.academicYear ?? t('show.notGiven') })}
              </TextLink>{' '}
              <EducationPlanStatus plan={{ status: plan.status, isExpired: false }} size="sm" />
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

/**
 * PersonProfileEducationPlansCreate (/person-profiles/{id}/education-plans/create): the server's blank
 * plan form for the child, the academic year first, which creates the plan with that first answer and
 * saves each answer as it is given; "Go to education plan" then leads to the plan. With the
 * mark-not-requiring-education-plan flag, the child is marked here as needing a plan or not. The server
 * says who may plan for the child.
 */
export function Page() {
  const { t } = useEducationPlansTranslation();
  const { id, profile } = usePersonProfileParam();
  const marksRequirement =
    useCurrentUser()?.page_metadata.feature_flags.mark_not_requiring_education_plan === true;
  usePageTitle(profile.data ? fullName(profile.data) : null);
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(person) => (
        <CreateRecordPage
          entity="education-plans"
          query={{ person_profile: person.id }}
          organisationId={null}
          title={t('create.title')}
          intro={t('create.intro', { name: fullName(person) })}
          entityLabel={t('form.entityLabel')}
          createdRoute="EducationPlansShow"
          resumePath={(record) => routePath('PersonProfileEducationPlansCreate', { id: person.id, record })}
          resumeParam="record"
        >
          <ExistingPlans plans={person.educationPlans} />
          {marksRequirement ? (
            <EducationPlanRequirement
              personId={person.id}
              name={fullName(person)}
              requiresEducationPlan={person.requiresEducationPlan}
            />
          ) : null}
        </CreateRecordPage>
      )}
    </RecordStates>
  );
}
