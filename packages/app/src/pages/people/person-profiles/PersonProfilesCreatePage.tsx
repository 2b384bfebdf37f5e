import { useOrganisationParam } from '../../../features/organisation/index.ts';
import { usePeopleTranslation } from '../../../features/people/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { useOrganisationName } from '../../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { CreateInOrganisationPage } from '../CreateInOrganisationPage.tsx';

/**
 * PersonProfilesCreate (/orgs/{org_id}/person-profiles/create): the server's blank person-profile form for
 * the organisation of the URL (`api/person-profiles/form?organisation=`), four pages saved as
 * they are answered; the first saved answer creates the person there (`POST api/person-profiles`, the
 * answers under "answers"), whose id then joins the address (`?id=`) so that a reload resumes them; "Go to
 * person" and, on the last page, Finish lead to PersonProfilesCreated.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  return (
    <CreateInOrganisationPage
      entity="person-profiles"
      organisationId={Number.isInteger(organisationId) ? organisationId : null}
      title={t('personProfiles.form.createTitle')}
      intro={t('personProfiles.form.createIntro')}
      entityLabel={t('personProfiles.form.entityLabel')}
      createdRoute="PersonProfilesCreated"
      endsWithFinish
      resumePath={(id) => routePath('PersonProfilesCreate', { org_id: organisationId, id })}
    />
  );
}
