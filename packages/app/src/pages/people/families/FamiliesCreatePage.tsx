import { useMemo } from 'react';
import { familyMemberLookup, usePeopleTranslation } from '../../../features/people/index.ts';
import { useActiveOrganisation } from '../../../features/session/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { useOrganisationName } from '../../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { CreateInOrganisationPage } from '../CreateInOrganisationPage.tsx';

/**
 * FamiliesCreate (/families/create): the server's blank family form for the active organisation, which creates the family with its first saved answer; "Go to
 * family" then leads to FamiliesCreated. Members are found by name among the organisation's people.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const { organisationId } = useActiveOrganisation();
  usePageTitle(useOrganisationName(organisationId));
  const sources = useMemo(
    () => ({ lookups: { People: familyMemberLookup(organisationId) } }),
    [organisationId],
  );
  return (
    <CreateInOrganisationPage
      entity="families"
      organisationId={organisationId}
      title={t('families.form.createTitle')}
      intro={t('families.form.createIntro')}
      entityLabel={t('families.form.entityLabel')}
      createdRoute="FamiliesCreated"
      resumePath={(id) => routePath('FamiliesCreate', { id })}
      sources={sources}
    />
  );
}
