import type { FullPersonProfile, PersonSecurityGroups } from '@mobilise/contract';
import { Alert, SaveErrorAlert } from '@mobilise/ui/Alert';
import { CheckboxGroup } from '@mobilise/ui/CheckboxGroup';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { SaveButton } from '@mobilise/ui/SaveButton';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/index.ts';
import { useOrganisationParam } from '../../../features/organisation/index.ts';
import {
  personSecurityGroupsQueryOptions,
  saveErrorMessages,
  usePeopleTranslation,
  usePersonProfileParam,
  useSavePersonSecurityGroups,
} from '../../../features/people/index.ts';
import { referenceListQueryOptions } from '../../../features/reference-data/index.ts';
import { organisationsQueryOptions } from '../../../features/session/index.ts';
import { fullName, RecordStates } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { PersonSubPage } from './PersonSubPage.tsx';

/**
 * PersonProfilesSecurityGroupOnboarding (/orgs/{org_id}/person-profiles/{id}/security-group-onboarding):
 * the organisation's office staff choose which security groups the person belongs to
 * there, and save them. The server answers only them, and 404 for a person out of their reach.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const organisationId = useOrganisationParam();
  const { id, profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  const groups = useQuery({
    ...personSecurityGroupsQueryOptions(organisationId, id ?? 0),
    enabled: id !== null,
  });
  const organisation = useQuery(organisationsQueryOptions).data?.find(({ id }) => id === organisationId);
  const notMobilised = groups.error instanceof ApiError && groups.error.status === 422;
  return (
    <PersonSubPage
      title={t('securityGroupOnboarding.title')}
      intro={(person) =>
        t('securityGroupOnboarding.intro', { name: fullName(person), organisation: organisation?.name ?? '' })
      }
    >
      {(person, header) => (
        <DetailPage header={header}>
          {notMobilised ? (
            <Alert tone="caution">
              {t('securityGroupOnboarding.notMobilised', { name: fullName(person) })}
            </Alert>
          ) : (
            <RecordStates query={groups} isKnownId>
              {(saved) => (
                <SecurityGroupsForm organisationId={organisationId} person={person} saved={saved} />
              )}
            </RecordStates>
          )}
        </DetailPage>
      )}
    </PersonSubPage>
  );
}

function SecurityGroupsForm({
  organisationId,
  person,
  saved,
}: {
  organisationId: number;
  person: FullPersonProfile;
  saved: PersonSecurityGroups;
}) {
  const { t } = usePeopleTranslation();
  const securityGroups = useQuery(referenceListQueryOptions('securityGroups'));
  const [chosen, setChosen] = useState(() => saved.securityGroupIds.map(String));
  const save = useSavePersonSecurityGroups();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      params: { org_id: organisationId, id: person.id },
      body: { securityGroupIds: chosen.map(Number) },
    });
  };
  return (
    <DetailSection title={t('securityGroupOnboarding.heading')}>
      {securityGroups.status === 'pending' ? <LoadingState /> : null}
      {securityGroups.status === 'error' ? (
        <ErrorState onRetry={() => void securityGroups.refetch()}>
          {t('securityGroupOnboarding.loadError')}
        </ErrorState>
      ) : null}
      {securityGroups.status === 'success' ? (
        <form onSubmit={submit} noValidate>
          <Stack space="md">
            <CheckboxGroup
              label={t('securityGroupOnboarding.groups', { name: fullName(person) })}
              options={securityGroups.data.map((group) => ({ value: String(group.id), label: group.label }))}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                save.reset();
              }}
            />
            <Inline space="sm">
              <SaveButton type="submit" state={save.isPending ? 'SAVING' : 'NOT_SAVED'} />
            </Inline>
            {save.isSuccess ? (
              <Alert tone="positive" isLive>
                {t('securityGroupOnboarding.saved')}
              </Alert>
            ) : null}
            {save.isError ? <SaveErrorAlert messages={saveErrorMessages(save.error)} /> : null}
          </Stack>
        </form>
      ) : null}
    </DetailSection>
  );
}
