import type { TeamRecord, UnitRecord } from '@mobilise/contract';
import { Checkbox } from '@mobilise/ui/Checkbox';
import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { Select } from '@mobilise/ui/Select';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField } from '@mobilise/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { routePath } from '../../routes/routePath.ts';
import {
  idOrNull,
  noneKey,
  RecordFormFrame,
  type RecordFormProps,
  textOrNull,
  useRecordForm,
  useRequiredText,
} from '../../shared/index.ts';
import { organisationPeopleLookup } from '../applications/index.ts';
import { useCurrentUser } from '../session/index.ts';
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

export type TeamOrUnitFormProps = RecordFormProps<TeamOrUnitFormSubject>;

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
  const { kind, record } = subject;
  const team = kind === 'team' ? subject.record : null;
  const name = useRequiredText(record?.name ?? '');
  const code = useRequiredText(record?.code ?? '');
  const [unitId, setUnitId] = useState<number | null>(team?.unit_id ?? null);
  const [type, setType] = useState(team?.type ?? '');
  const [description, setDescription] = useState(record?.description ?? '');
  const [openForEnquiries, setOpenForEnquiries] = useState(record?.is_open_for_enquiries ?? false);
  const [paperId, setPaperId] = useState<number | null>(record?.vision_strategy_paper_id ?? null);
  const [privateNotes, setPrivateNotes] = useState(record?.private_notes ?? '');
  const [members, setMembers] = useState<readonly LookupOption[] | null>(team === null ? [] : null);
  const form = useRecordForm({
    fieldNames,
    creatorsAmong: (organisations) =>
      organisationsWith(user, kind === 'team' ? 'manage_teams' : 'manage_units', organisations),
    recordOrganisationId: record?.organisation_id,
    organisationLabel: t('fields.organisation'),
    onOrganisationChange: () => setUnitId(null),
    stale: { title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') },
    onReload,
  });
  const { organisationId, clearProblem, onError, errorsOf } = form;

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

  const onSaved = (saved: { id: number }) =>
    navigate(routePath(kind === 'team' ? 'TeamsShow' : 'UnitsShow', { id: saved.id }));
  const createTeam = useEndpointMutation('createTeam', { onSuccess: onSaved, onError });
  const updateTeam = useEndpointMutation('updateTeam', { onSuccess: onSaved, onError });
  const createUnit = useEndpointMutation('createUnit', { onSuccess: onSaved, onError });
  const updateUnit = useEndpointMutation('updateUnit', { onSuccess: onSaved, onError });
  const isPending =
    createTeam.isPending || updateTeam.isPending || createUnit.isPending || updateUnit.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Both are checked, so that each empty one says so.
    const nameMissing = name.check();
    const codeMissing = code.check();
    if (nameMissing || codeMissing || organisationId === null) return;
    clearProblem();
    const shared = {
      name: name.value.trim(),
      code: code.value.trim(),
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
    <RecordFormFrame
      form={form}
      onSubmit={submit}
      isPending={isPending}
      submitLabel={record === null ? t(`form.create.${kind}`) : t('form.save')}
      cancelLabel={t('actions.cancel')}
      cancelPath={cancelPath}
    >
      <TextField
        label={t('fields.name')}
        isRequired
        value={name.value}
        onChange={name.onChange}
        errors={errorsOf('name', name.isMissing ? t('form.nameMissing') : undefined)}
      />
      <TextField
        label={t('fields.code')}
        help={t('form.codeHelp')}
        isRequired
        value={code.value}
        onChange={code.onChange}
        errors={errorsOf('code', code.isMissing ? t('form.codeMissing') : undefined)}
      />
      {kind === 'team' ? (
        <>
          <Select
            label={t('fields.unit')}
            options={[
              { value: noneKey, label: t('form.noUnit') },
              ...(units.data?.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.name })),
            ]}
            value={unitId === null ? noneKey : String(unitId)}
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
          { value: noneKey, label: t('form.noPaper') },
          ...(papers.data?.data ?? []).map((paper) => ({
            value: String(paper.id),
            label: paper.searchable_text,
          })),
        ]}
        value={paperId === null ? noneKey : String(paperId)}
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
    </RecordFormFrame>
  );
}
