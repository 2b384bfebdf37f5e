import type { TeamRecord, UnitRecord } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { Inline } from '@mobilise/ui/Inline';
import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField } from '@mobilise/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { routePath } from '../../routes/routePath.ts';
import { organisationPeopleLookup } from '../applications/index.ts';
import { organisationsQueryOptions, useActiveOrganisation, useCurrentUser } from '../session/index.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import {
  organisationPapersQueryOptions,
  teamMembersQueryOptions,
  unitsQueryOptions,
} from './api/teams-and-units-queries.ts';
import { organisationsWith, runsTeamsOf } from './capabilities.ts';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

export type TeamOrUnitFormSubject =
  | { kind: 'team'; record: TeamRecord | null }
  | { kind: 'unit'; record: UnitRecord | null };

export interface TeamOrUnitFormProps {
  subject: TeamOrUnitFormSubject;
  /** Reads the record again, after someone else changed it. */
  onReload?: () => Promise<unknown>;
}

const fieldNames = [
  'organisation_id',
  'name',
  'code',
  'unit_id',
  'type',
  'description',
  'is_open_for_enquiries',
  'vision_strategy_paper_id',
  'private_notes',
  'person_profile_ids',
] as const;

/** The Select value of "none" (no unit, no paper). */
const none = 'none';
const idOrNull = (key: string | number | null) => (key === null || key === none ? null : Number(key));
const textOrNull = (text: string) => text.trim() || null;

/**
 * Creates or edits a team or unit: its organisation (chosen among those where the user may create one,
 * at creation only), name and code (required), a team's unit, type and members, the description, whether
 * it is open for enquiries, the paper it follows, and private notes, offered only to the organisation's
 * office staff. Saved, it opens the record's page; a refusal shows on its field, a change made meanwhile
 * with a button that reads it.
 */
export function TeamOrUnitForm({ subject, onReload }: TeamOrUnitFormProps) {
  const { t } = useTeamsAndUnitsTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { organisationId: activeOrganisationId } = useActiveOrganisation();
  const { kind, record } = subject;
  const team = kind === 'team' ? subject.record : null;
  const organisations = useQuery(organisationsQueryOptions).data ?? [];
  const creators = organisationsWith(user, kind === 'team' ? 'manage_teams' : 'manage_units', organisations);
  const firstOrganisation =
    creators.find(({ id }) => id === activeOrganisationId)?.id ?? creators[0]?.id ?? null;
  const [organisationId, setOrganisationId] = useState<number | null>(
    record?.organisation_id ?? firstOrganisation,
  );
  const [name, setName] = useState(record?.name ?? '');
  const [code, setCode] = useState(record?.code ?? '');
  const [unitId, setUnitId] = useState<number | null>(team?.unit_id ?? null);
  const [type, setType] = useState(team?.type ?? '');
  const [description, setDescription] = useState(record?.description ?? '');
  const [openForEnquiries, setOpenForEnquiries] = useState(record?.is_open_for_enquiries ?? false);
  const [paperId, setPaperId] = useState<number | null>(record?.vision_strategy_paper_id ?? null);
  const [privateNotes, setPrivateNotes] = useState(record?.private_notes ?? '');
  const [members, setMembers] = useState<readonly LookupOption[] | null>(team === null ? [] : null);
  const [missing, setMissing] = useState({ name: false, code: false });
  const [problem, setProblem] = useState<SaveProblem>(noProblem);

  const units = useQuery({
    ...unitsQueryOptions({ includeArchived: false, organisationId }),
    enabled: kind === 'team' && organisationId !== null,
  });
  const papers = useQuery(organisationPapersQueryOptions());
  const memberIds = team?.person_profile_ids ?? [];
  const currentMembers = useQuery({ ...teamMembersQueryOptions(memberIds), enabled: memberIds.length > 0 });
  const memberOptions =
    members ??
    (memberIds.length === 0
      ? []
      : (currentMembers.data?.data.map((person) => ({
          value: String(person.id),
          label: `${person.firstName} ${person.lastName}`,
        })) ?? []));
  const findPeople = useMemo(() => organisationPeopleLookup(organisationId ?? 0), [organisationId]);
  const isStaff = runsTeamsOf(user, organisationId);

  const onError = (error: Error) => setProblem(saveProblemOf(error, fieldNames));
  const onSaved = (saved: { id: number }) =>
    navigate(routePath(kind === 'team' ? 'TeamsShow' : 'UnitsShow', { id: saved.id }));
  const createTeam = useEndpointMutation('createTeam', { onSuccess: onSaved, onError });
  const updateTeam = useEndpointMutation('updateTeam', { onSuccess: onSaved, onError });
  const createUnit = useEndpointMutation('createUnit', { onSuccess: onSaved, onError });
  const updateUnit = useEndpointMutation('updateUnit', { onSuccess: onSaved, onError });
  const isPending =
    createTeam.isPending || updateTeam.isPending || createUnit.isPending || updateUnit.isPending;

  const errorsOf = (field: (typeof fieldNames)[number], missingText?: string) => [
    ...(missingText ? [missingText] : []),
    ...(problem.fieldErrors[field] ?? []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = { name: name.trim() === '', code: code.trim() === '' };
    setMissing(nowMissing);
    if (nowMissing.name || nowMissing.code || organisationId === null) return;
    setProblem(noProblem);
    const shared = {
      name: name.trim(),
      code: code.trim(),
      description: textOrNull(description),
      is_open_for_enquiries: openForEnquiries,
      vision_strategy_paper_id: paperId,
      ...(isStaff ? { private_notes: textOrNull(privateNotes) } : {}),
    };
    if (kind === 'team') {
      const body = {
        ...shared,
        unit_id: unitId,
        type: textOrNull(type),
        person_profile_ids: memberOptions.map((member) => Number(member.value)),
      };
      if (subject.record === null) createTeam.mutate({ body: { ...body, organisation_id: organisationId } });
      else
        updateTeam.mutate({
          params: { id: subject.record.id },
          body: { ...body, version: subject.record.version },
        });
    } else if (subject.record === null) {
      createUnit.mutate({ body: { ...shared, organisation_id: organisationId } });
    } else {
      updateUnit.mutate({
        params: { id: subject.record.id },
        body: { ...shared, version: subject.record.version },
      });
    }
  };

  const cancelPath =
    record === null
      ? routePath(kind === 'team' ? 'Teams' : 'Units')
      : routePath(kind === 'team' ? 'TeamsShow' : 'UnitsShow', { id: record.id });

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="lg">
        <SaveProblemAlerts
          problem={problem}
          stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
          onReload={async () => {
            await onReload?.();
            setProblem(noProblem);
          }}
        />
        {record === null ? (
          <Select
            label={t('fields.organisation')}
            isRequired
            options={creators.map((organisation) => ({
              value: String(organisation.id),
              label: organisation.name,
            }))}
            value={organisationId === null ? null : String(organisationId)}
            onChange={(key) => {
              setOrganisationId(idOrNull(key));
              setUnitId(null);
            }}
            errors={errorsOf('organisation_id')}
          />
        ) : null}
        <TextField
          label={t('fields.name')}
          isRequired
          value={name}
          onChange={(text) => {
            setName(text);
            setMissing((was) => ({ ...was, name: false }));
          }}
          errors={errorsOf('name', missing.name ? t('form.nameMissing') : undefined)}
        />
        <TextField
          label={t('fields.code')}
          help={t('form.codeHelp')}
          isRequired
          value={code}
          onChange={(text) => {
            setCode(text);
            setMissing((was) => ({ ...was, code: false }));
          }}
          errors={errorsOf('code', missing.code ? t('form.codeMissing') : undefined)}
        />
        {kind === 'team' ? (
          <>
            <Select
              label={t('fields.unit')}
              options={[
                { value: none, label: t('form.noUnit') },
                ...(units.data?.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.name })),
              ]}
              value={unitId === null ? none : String(unitId)}
              onChange={(key) => setUnitId(idOrNull(key))}
              errors={errorsOf('unit_id')}
            />
            <TextField
              label={t('fields.type')}
              help={t('form.typeHelp')}
              value={type}
              onChange={setType}
              errors={errorsOf('type')}
            />
          </>
        ) : null}
        <TextArea
          label={t('fields.description')}
          value={description}
          onChange={setDescription}
          errors={errorsOf('description')}
        />
        <Checkbox
          label={t('fields.isOpenForEnquiries')}
          help={t('form.openForEnquiriesHelp')}
          isSelected={openForEnquiries}
          onChange={setOpenForEnquiries}
          errors={errorsOf('is_open_for_enquiries')}
        />
        <Select
          label={t('fields.visionStrategyPaper')}
          options={[
            { value: none, label: t('form.noPaper') },
            ...(papers.data?.data ?? []).map((paper) => ({
              value: String(paper.id),
              label: paper.searchable_text,
            })),
          ]}
          value={paperId === null ? none : String(paperId)}
          onChange={(key) => setPaperId(idOrNull(key))}
          errors={errorsOf('vision_strategy_paper_id')}
        />
        {isStaff ? (
          <TextArea
            label={t('fields.privateNotes')}
            help={t('form.privateNotesHelp')}
            value={privateNotes}
            onChange={setPrivateNotes}
            errors={errorsOf('private_notes')}
          />
        ) : null}
        {kind === 'team' && organisationId !== null ? (
          <Lookup
            label={t('fields.members')}
            help={t('form.membersHelp')}
            selectionMode="multiple"
            loadOptions={findPeople}
            value={memberOptions}
            onChange={setMembers}
            errors={errorsOf('person_profile_ids')}
          />
        ) : null}
        <Inline space="sm">
          <Button type="submit" isPending={isPending}>
            {record === null ? t(`form.create.${kind}`) : t('form.save')}
          </Button>
          <ButtonLink variant="secondary" href={cancelPath}>
            {t('actions.cancel')}
          </ButtonLink>
        </Inline>
      </Stack>
    </form>
  );
}
