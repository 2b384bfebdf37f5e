import type { FullPersonProfile, Responsibility } from '@mobilise/contract';
import { Alert, SaveErrorAlert } from '@mobilise/ui/Alert';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { SaveButton } from '@mobilise/ui/SaveButton';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  organisationPeopleWithAccountsQueryOptions,
  personResponsibilitiesQueryOptions,
  saveErrorMessages,
  usePeopleTranslation,
  usePersonProfileParam,
  useReassignResponsibilities,
} from '../../../features/people/index.ts';
import { fullName, QueryStates } from '../../../shared/index.ts';
import { usePageTitle } from '../../../shell/usePageTitle.ts';
import { PersonSubPage } from './PersonSubPage.tsx';

/**
 * PersonProfilesReassignResponsibilities (/person-profiles/{id}/reassign-responsibilities): the positions
 * the person holds in the organisations the reader runs, each of which can go to another person of that
 * organisation; the chosen ones are saved together.
 */
export function Page() {
  const { t } = usePeopleTranslation();
  const { profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  return (
    <PersonSubPage
      title={t('reassignResponsibilities.title')}
      intro={(person) => t('reassignResponsibilities.intro', { name: fullName(person) })}
    >
      {(person, header) => (
        <DetailPage header={header}>
          <Responsibilities person={person} />
        </DetailPage>
      )}
    </PersonSubPage>
  );
}

function Responsibilities({ person }: { person: FullPersonProfile }) {
  const { t } = usePeopleTranslation();
  const responsibilities = useQuery(personResponsibilitiesQueryOptions(person.id));
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const save = useReassignResponsibilities();
  const reassignments = Object.entries(chosen).map(([id, toPersonProfileId]) => ({
    id: Number(id),
    toPersonProfileId,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ params: { id: person.id }, body: { reassignments } }, { onSuccess: () => setChosen({}) });
  };
  return (
    <DetailSection title={t('reassignResponsibilities.heading')}>
      {save.isSuccess ? (
        <Alert tone="positive" isLive>
          {t('reassignResponsibilities.saved')}
        </Alert>
      ) : null}
      <QueryStates
        query={responsibilities}
        errorText={t('reassignResponsibilities.error')}
        emptyText={t('reassignResponsibilities.empty', { name: fullName(person) })}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <form onSubmit={submit} noValidate>
            <Stack space="md">
              {data.map((responsibility) => (
                <NewHolderSelect
                  key={responsibility.id}
                  responsibility={responsibility}
                  person={person}
                  value={chosen[responsibility.id] ?? null}
                  onChange={(toPersonProfileId) => {
                    save.reset();
                    setChosen((current) => ({ ...current, [responsibility.id]: toPersonProfileId }));
                  }}
                />
              ))}
              <Inline space="sm">
                <SaveButton
                  type="submit"
                  isDisabled={reassignments.length === 0}
                  state={save.isPending ? 'SAVING' : 'NOT_SAVED'}
                />
              </Inline>
              {save.isError ? <SaveErrorAlert messages={saveErrorMessages(save.error)} /> : null}
            </Stack>
          </form>
        )}
      </QueryStates>
    </DetailSection>
  );
}

function NewHolderSelect({
  responsibility,
  person,
  value,
  onChange,
}: {
  responsibility: Responsibility;
  person: FullPersonProfile;
  value: number | null;
  onChange: (toPersonProfileId: number) => void;
}) {
  const { t } = usePeopleTranslation();
  const people = useQuery(organisationPeopleWithAccountsQueryOptions(responsibility.organisation.id));
  const options = (people.data ?? [])
    .filter((candidate) => candidate.id !== person.id)
    .map((candidate) => ({ value: String(candidate.id), label: fullName(candidate) }));
  return (
    <Select
      label={t('reassignResponsibilities.newHolder', {
        position: responsibility.position.name,
        subject: t(`reassignResponsibilities.subjects.${responsibility.subjectType}`, {
          id: responsibility.subjectId,
        }),
        organisation: responsibility.organisation.name,
      })}
      placeholder={t('reassignResponsibilities.keep', { name: fullName(person) })}
      options={options}
      isDisabled={people.status !== 'success'}
      value={value === null ? null : String(value)}
      onChange={(key) => {
        if (key !== null) onChange(Number(key));
      }}
    />
  );
}
