import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { useQuery } from '@tanstack/react-query';
import { personProfileQueryOptions } from '../../../features/my-aim/index.ts';
import { ProfileInvite, useIdParam, usePeopleTranslation } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { fullName } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { CreatedRecordPage } from '../CreatedRecordPage.tsx';

const usePerson = (id: number | null) =>
  useQuery({ ...personProfileQueryOptions(id ?? 0), enabled: id !== null });

/**
 * PersonProfilesCreated (/person-profiles/{id}/created): the person just created, and where to go next:
 * their profile, its form, another new person or Manage people of the organisation that mobilises them;
 * and the invite that lets them register, once they have an e-mail address.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const person = usePerson(useIdParam()).data;
  usePageTitle(person ? fullName(person) : null);
  return (
    <CreatedRecordPage
      useRecord={usePerson}
      title={t('personProfiles.created.title')}
      text={(person) => t('personProfiles.created.text', { name: fullName(person) })}
      actions={(person) => {
        const organisationId = person.mobilisedByOrganisationIds[0];
        return (
          <>
            <ButtonLink href={routePath('PersonProfilesShow', { id: person.id })}>
              {t('personProfiles.created.view')}
            </ButtonLink>
            <ButtonLink variant="secondary" href={routePath('PersonProfilesEdit', { id: person.id })}>
              {t('personProfiles.created.edit')}
            </ButtonLink>
            {organisationId === undefined ? null : (
              <>
                <ButtonLink
                  variant="secondary"
                  href={routePath('PersonProfilesCreate', { org_id: organisationId })}
                >
                  {t('personProfiles.created.another')}
                </ButtonLink>
                <ButtonLink
                  variant="secondary"
                  href={routePath('OrgPersonProfiles', { org_id: organisationId })}
                >
                  {t('personProfiles.created.managePeople')}
                </ButtonLink>
              </>
            )}
          </>
        );
      }}
      more={(person) => <ProfileInvite person={person} />}
    />
  );
}
