import { type RequisitionRecord, termTypes, type VisionStrategyPaperRecord } from '@mobilise/contract';
import { Select } from '@mobilise/ui/Select';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField } from '@mobilise/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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
import { referenceListQueryOptions } from '../reference-data/index.ts';
import { useCurrentUser } from '../session/index.ts';
import { teamsQueryOptions, unitsQueryOptions } from '../teams-and-units/index.ts';
import { useOpportunitiesTranslation } from './useOpportunitiesTranslation.ts';

export type OpportunityFormSubject =
  | { kind: 'requisition'; record: RequisitionRecord | null }
  | { kind: 'paper'; record: VisionStrategyPaperRecord | null };

export type OpportunityFormProps = RecordFormProps<OpportunityFormSubject>;

const fieldNames = [
  'organisation_id',
  'title',
  'region_id',
  'term_type',
  'team_id',
  'unit_id',
  'description',
  'summary',
  'content',
] as const;

/** The team or unit a requisition serves, as one Select value: `team:4`, `unit:2` or none. */
const servedKey = (record: RequisitionRecord | null) =>
  record?.team_id != null
    ? `team:${record.team_id}`
    : record?.unit_id != null
      ? `unit:${record.unit_id}`
      : noneKey;
const servedOf = (key: string) => ({
  team_id: key.startsWith('team:') ? Number(key.slice(5)) : null,
  unit_id: key.startsWith('unit:') ? Number(key.slice(5)) : null,
});

/**
 * Creates or edits a requisition or a vision and strategy paper: its organisation (among those whose
 * office staff the user is, at creation only), title (required) and region; a requisition's term type,
 * the team or unit it serves (one of the organisation's not archived) and description; a paper's summary
 * and content. Saved, it opens the record's page; a refusal shows on its field, a change made meanwhile
 * with a button that reads it.
 */
export function OpportunityForm({ subject, onReload }: OpportunityFormProps) {
  const { t } = useOpportunitiesTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { kind, record } = subject;
  const requisition = kind === 'requisition' ? subject.record : null;
  const paper = kind === 'paper' ? subject.record : null;
  const title = useRequiredText(record?.title ?? '');
  const [regionId, setRegionId] = useState<number | null>(record?.region_id ?? null);
  const [termType, setTermType] = useState<string>(requisition?.term_type ?? noneKey);
  const [served, setServed] = useState(servedKey(requisition));
  const [description, setDescription] = useState(requisition?.description ?? '');
  const [summary, setSummary] = useState(paper?.summary ?? '');
  const [content, setContent] = useState(paper?.content ?? '');
  const form = useRecordForm({
    fieldNames,
    creatorsAmong: (organisations) =>
      organisations.filter(
        ({ id }) => user !== null && (user.is_admin || user.is_office_staff_for.includes(id)),
      ),
    recordOrganisationId: record?.organisation.id,
    organisationLabel: t('opportunityForm.organisation'),
    onOrganisationChange: () => setServed(noneKey),
    stale: {
      title: t('opportunityForm.stale.title'),
      body: t('opportunityForm.stale.body'),
      reload: t('opportunityForm.stale.reload'),
    },
    onReload,
  });
  const { organisationId, clearProblem, onError, errorsOf } = form;

  const regions = useQuery(referenceListQueryOptions('regions')).data ?? [];
  const listFilter = { includeArchived: false, organisationId };
  const teams = useQuery({
    ...teamsQueryOptions(listFilter),
    enabled: kind === 'requisition' && organisationId !== null,
  });
  const units = useQuery({
    ...unitsQueryOptions(listFilter),
    enabled: kind === 'requisition' && organisationId !== null,
  });

  const onSaved = (saved: { public_id: string }) =>
    navigate(
      routePath(kind === 'requisition' ? 'RequisitionsShow' : 'VisionStrategyPapersShow', {
        public_id: saved.public_id,
      }),
    );
  const createRequisition = useEndpointMutation('createRequisition', { onSuccess: onSaved, onError });
  const updateRequisition = useEndpointMutation('updateRequisition', { onSuccess: onSaved, onError });
  const createPaper = useEndpointMutation('createVisionStrategyPaper', { onSuccess: onSaved, onError });
  const updatePaper = useEndpointMutation('updateVisionStrategyPaper', { onSuccess: onSaved, onError });
  const isPending =
    createRequisition.isPending ||
    updateRequisition.isPending ||
    createPaper.isPending ||
    updatePaper.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.check() || organisationId === null) return;
    clearProblem();
    const shared = { title: title.value.trim(), region_id: regionId };
    if (subject.kind === 'requisition') {
      const body = {
        ...shared,
        ...servedOf(served),
        term_type: termType === noneKey ? null : (termType as RequisitionRecord['term_type']),
        description: textOrNull(description),
      };
      if (subject.record === null) {
        createRequisition.mutate({ body: { ...body, organisation_id: organisationId } });
      } else {
        updateRequisition.mutate({
          params: { public_id: Number(subject.record.public_id) },
          body: { ...body, version: subject.record.version },
        });
      }
      return;
    }
    const body = { ...shared, summary: textOrNull(summary), content: content.trim() === '' ? null : content };
    if (subject.record === null) {
      createPaper.mutate({ body: { ...body, organisation_id: organisationId } });
    } else {
      updatePaper.mutate({
        params: { public_id: Number(subject.record.public_id) },
        body: { ...body, version: subject.record.version },
      });
    }
  };

  const listRoute = kind === 'requisition' ? 'Requisitions' : 'VisionStrategyPapers';
  const showRoute = kind === 'requisition' ? 'RequisitionsShow' : 'VisionStrategyPapersShow';
  const cancelPath =
    record === null ? routePath(listRoute) : routePath(showRoute, { public_id: record.public_id });

  return (
    <RecordFormFrame
      form={form}
      onSubmit={submit}
      isPending={isPending}
      submitLabel={record === null ? t(`opportunityForm.create.${kind}`) : t('opportunityForm.save')}
      cancelLabel={t('opportunityForm.cancel')}
      cancelPath={cancelPath}
    >
      <TextField
        label={t('opportunityForm.title')}
        isRequired
        value={title.value}
        onChange={title.onChange}
        errors={errorsOf('title', title.isMissing ? t('opportunityForm.titleMissing') : undefined)}
      />
      <Select
        label={t('opportunityForm.region')}
        options={[
          { value: noneKey, label: t('opportunityForm.noRegion') },
          ...regions.map((region) => ({ value: String(region.id), label: region.name })),
        ]}
        value={regionId === null ? noneKey : String(regionId)}
        onChange={(key) => setRegionId(idOrNull(key))}
        errors={errorsOf('region_id')}
      />
      {kind === 'requisition' ? (
        <>
          <Select
            label={t('requisition.termType')}
            options={[
              { value: noneKey, label: t('opportunityForm.noTermType') },
              ...termTypes.map((type) => ({ value: type, label: t(`requisition.termTypes.${type}`) })),
            ]}
            value={termType}
            onChange={(key) => setTermType(String(key ?? noneKey))}
            errors={errorsOf('term_type')}
          />
          <Select
            label={t('opportunityForm.served')}
            help={t('opportunityForm.servedHelp')}
            options={[
              { value: noneKey, label: t('opportunityForm.noTeamOrUnit') },
              ...(teams.data?.data ?? []).map((team) => ({
                value: `team:${team.id}`,
                label: t('opportunityForm.team', { name: team.name }),
              })),
              ...(units.data?.data ?? []).map((unit) => ({
                value: `unit:${unit.id}`,
                label: t('opportunityForm.unit', { name: unit.name }),
              })),
            ]}
            value={served}
            onChange={(key) => setServed(String(key ?? noneKey))}
            errors={[...errorsOf('team_id'), ...errorsOf('unit_id')]}
          />
          <TextArea
            label={t('requisition.description')}
            value={description}
            onChange={setDescription}
            errors={errorsOf('description')}
          />
        </>
      ) : (
        <>
          <TextArea
            label={t('paper.summary')}
            value={summary}
            onChange={setSummary}
            errors={errorsOf('summary')}
          />
          <TextArea
            label={t('paper.content')}
            value={content}
            onChange={setContent}
            errors={errorsOf('content')}
          />
        </>
      )}
    </RecordFormFrame>
  );
}
