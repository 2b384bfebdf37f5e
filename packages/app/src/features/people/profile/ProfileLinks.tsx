import type { FullPersonProfile } from '@mobilise/contract';
import { useQuery } from '@tanstack/react-query';
import { routePath } from '../../../routes/routePath.ts';
import { TextLink } from '../../../shared/index.ts';
import { organisationsQueryOptions, useCurrentUser } from '../../session/index.ts';
import { stack } from '../people.css.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/**
 * The links from a person's profile to the pages about them: the assignment history for every reader;
 * for office staff and admins also reassign responsibilities, and the security groups in each
 * organisation mobilising the person that they run.
 */
export function ProfileLinks({ person }: { person: FullPersonProfile }) {
  const { t } = usePeopleTranslation();
  const user = useCurrentUser();
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const runs = (organisationId: number) =>
    user !== null && (user.is_admin || user.is_office_staff_for.includes(organisationId));
  const onboarding = person.mobilisedByOrganisationIds.filter(runs);
  const isOffice = user !== null && (user.is_admin || user.is_office_staff_for.length > 0);
  return (
    <ul className={stack}>
      <li>
        <TextLink href={routePath('PersonProfilesAssignmentHistory', { id: person.id })}>
          {t('assignmentHistory.link')}
        </TextLink>
      </li>
      {isOffice ? (
        <li>
          <TextLink href={routePath('PersonProfilesReassignResponsibilities', { id: person.id })}>
            {t('reassignResponsibilities.title')}
          </TextLink>
        </li>
      ) : null}
      {onboarding.map((organisationId) => (
        <li key={organisationId}>
          <TextLink
            href={routePath('PersonProfilesSecurityGroupOnboarding', {
              org_id: organisationId,
              id: person.id,
            })}
          >
            {t('securityGroupOnboarding.linkIn', {
              organisation: organisations.find(({ id }) => id === organisationId)?.name ?? '',
            })}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}
