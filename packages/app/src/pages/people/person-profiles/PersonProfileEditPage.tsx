import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { usePersonProfileParam } from '../../../features/people/index.ts';
import { useCountryFieldSources } from '../../../features/reference-data/index.ts';
import { useUserState } from '../../../features/session/index.ts';
import { EntityForm } from '../../../forms/index.ts';
import { routePath } from '../../../routes/routePath.ts';
import { fullName, RecordStates, useMyAimTranslation } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';

/**
 * PersonProfilesEdit (/person-profiles/{id}/edit, where /edit-my-profile leads): the server's person-profile
 * form with its answers, saved field by field as the person types, with the
 * viewer's user state for the read-only rules The profile is read first: an unknown or
 * out-of-scope id shows NotFound, as the profile page does, rather than a form that cannot load.
 */
export function Page() {
  const { t } = useMyAimTranslation();
  const { id, profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  const user = useUserState();
  const sources = useCountryFieldSources();
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(data) => (
        <PageFrame width="narrow">
          <PageHeader
            title={t('personProfileEdit.title')}
            subtitle={t('personProfileEdit.intro')}
            secondaryActions={
              <ButtonLink variant="secondary" href={routePath('PersonProfilesShow', { id: data.id })}>
                {t('personProfileEdit.done')}
              </ButtonLink>
            }
          />
          <EntityForm
            entity="person-profiles"
            entityId={data.id}
            entityLabel={t('personProfileEdit.entityLabel')}
            user={user}
            sources={sources}
          />
        </PageFrame>
      )}
    </RecordStates>
  );
}
