import type { FullPersonProfile } from '@mobilise/contract';
import { Link } from '@mobilise/ui/Link';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { routePath } from '../../../routes/routePath.ts';
import { organisationsQueryOptions, useCurrentUser } from '../../session/index.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/**
 * The links from a person's profile to the pages about them: the assignment history for every reader;
 * for office staff and admins also the potential assignments being explored for the person (which the
 * person does not see until one is shared with them), reassign responsibilities, and the security groups
 * in each organisation mobilising the person that they run; for a child who requires an education plan
 * or has one, while education plans are on (admins: always, as their gate lets them), the child's plans
 * and a new one.
 */
export function ProfileLinks({ person }: { person: FullPersonProfile }) {
  const { t } = usePeopleTranslation();
  const user = useCurrentUser();
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const runs = (organisationId: number) =>
    user !== null && (user.is_admin || user.is_office_staff_for.includes(organisationId));
  const onboarding = person.mobilisedByOrganisationIds.filter(runs);
  const isOffice = user !== null && (user.is_admin || user.is_office_staff_for.length > 0);
  const educationOn = user !== null && (user.is_admin || user.page_metadata.feature_flags.education_plans);
  const hasEducationPlans = person.educationPlans.length > 0 || person.requiresEducationPlan;
  return (
    <Stack as="ul" space="sm">
      <Link variant="standalone" href={routePath('PersonProfilesAssignmentHistory', { id: person.id })}>
        {t('assignmentHistory.link')}
      </Link>
      {/* Each link its own child: the list makes every child an item. */}
      {isOffice ? (
        <Link variant="standalone" href={routePath('PersonProfileExploringAssignments', { id: person.id })}>
          {t('exploringAssignments.title')}
        </Link>
      ) : null}
      {isOffice ? (
        <Link
          variant="standalone"
          href={routePath('PersonProfilesReassignResponsibilities', { id: person.id })}
        >
          {t('reassignResponsibilities.title')}
        </Link>
      ) : null}
      {educationOn && hasEducationPlans ? (
        <Link variant="standalone" href={routePath('PersonProfileEducationPlansCreate', { id: person.id })}>
          {t('personPage.educationPlans')}
        </Link>
      ) : null}
      {onboarding.map((organisationId) => (
        <Link
          key={organisationId}
          variant="standalone"
          href={routePath('PersonProfilesSecurityGroupOnboarding', {
            org_id: organisationId,
            id: person.id,
          })}
        >
          {t('securityGroupOnboarding.linkIn', {
            organisation: organisations.find(({ id }) => id === organisationId)?.name ?? '',
          })}
        </Link>
      ))}
    </Stack>
  );
}
