import { type TermType, termTypes, type WorkflowTemplate } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { Lookup, type LookupOption } from '@mobilise/ui/Lookup';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { RadioGroup } from '@mobilise/ui/RadioGroup';
import { Select } from '@mobilise/ui/Select';
import { Stack } from '@mobilise/ui/Stack';
import { TextArea } from '@mobilise/ui/TextArea';
import { TextField } from '@mobilise/ui/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useListRefresh } from '../../api/useListRefresh.ts';
import {
  type CreateApplicationField,
  type CreateProblem,
  createProblemOf,
  noCreateProblem,
  organisationPeopleLookup,
} from '../../features/applications/index.ts';
import { useOrganisationParam, useOrganisationTranslation } from '../../features/organisation/index.ts';
import {
  organisationPositionsQueryOptions,
  organisationWorkflowTemplatesQueryOptions,
} from '../../features/settings/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** The position Select's value for none held. */
const noPosition = 'none';

/**
 * Create an application (OrgApplicationsCreate): its title, term type and about text, the organisation's
 * workflow template it follows, the people invited as its applicants and, optionally, who holds one of
 * the organisation's positions on it. Created, it opens the application's page. Without a workflow
 * template there is nothing to follow yet: the page leads to the templates instead.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const shell = useTranslation('shell');
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const templates = useQuery(organisationWorkflowTemplatesQueryOptions(organisationId));
  const refreshTemplates = useListRefresh(templates);
  const listPath = routePath('OrgApplications', { org_id: organisationId });
  const breadcrumbs = [
    { id: 'OrgApplications', label: shell.t('pageTitle.OrgApplications'), href: listPath },
    {
      id: 'OrgApplicationsCreate',
      label: shell.t('pageTitle.OrgApplicationsCreate'),
      href: routePath('OrgApplicationsCreate', { org_id: organisationId }),
    },
  ];
  const applicationTemplates = templates.data?.filter((template) => template.subject_type === 'APPLICATION');

  const content = () => {
    if (templates.isPending) return <LoadingState />;
    if (templates.isError) {
      return <ErrorState onRetry={refreshTemplates}>{t('applications.form.templatesLoadError')}</ErrorState>;
    }
    if (applicationTemplates === undefined || applicationTemplates.length === 0) {
      return (
        <EmptyState
          title={t('applications.form.noTemplates')}
          action={
            <ButtonLink href={routePath('OrgWorkflowTemplates', { org_id: organisationId })}>
              {t('applications.form.goToTemplates')}
            </ButtonLink>
          }
        >
          {t('applications.form.noTemplatesHint')}
        </EmptyState>
      );
    }
    return (
      <CreateApplicationForm
        organisationId={organisationId}
        templates={applicationTemplates}
        cancelPath={listPath}
      />
    );
  };

  return (
    <PageFrame width="narrow">
      <PageHeader
        title={t('applications.form.title')}
        subtitle={t('applications.form.intro')}
        breadcrumbs={breadcrumbs}
      />
      {content()}
    </PageFrame>
  );
}

interface CreateApplicationFormProps {
  organisationId: number;
  /** The organisation's application templates, at least one. */
  templates: readonly WorkflowTemplate[];
  cancelPath: string;
}

/** What the form asks for that is still missing at the last send; each error goes once it is given. */
type Missing = Partial<Record<CreateApplicationField, boolean>>;

function CreateApplicationForm({ organisationId, templates, cancelPath }: CreateApplicationFormProps) {
  const { t } = useOrganisationTranslation();
  const navigate = useNavigate();
  const positions = useQuery(organisationPositionsQueryOptions(organisationId));
  const livePositions = (positions.data ?? []).filter(
    (position) => !position.removed && position.applicable_to.includes('APPLICATION'),
  );
  const [title, setTitle] = useState('');
  const [termType, setTermType] = useState<TermType>('FULL_TERM');
  const [about, setAbout] = useState('');
  // The only template is the one to follow: shown chosen, as it saves.
  const [templateId, setTemplateId] = useState<number | null>(
    templates.length === 1 ? (templates[0]?.id ?? null) : null,
  );
  const [applicants, setApplicants] = useState<readonly LookupOption[]>([]);
  const [positionId, setPositionId] = useState<number | null>(null);
  const [holders, setHolders] = useState<readonly LookupOption[]>([]);
  const [missing, setMissing] = useState<Missing>({});
  const [problem, setProblem] = useState<CreateProblem>(noCreateProblem);
  const findApplicants = useMemo(() => organisationPeopleLookup(organisationId), [organisationId]);
  const findHolders = useMemo(
    () => organisationPeopleLookup(organisationId, { byAccount: true }),
    [organisationId],
  );
  const create = useEndpointMutation('createApplication', {
    onSuccess: (application) => navigate(routePath('ApplicationsShow', { public_id: application.public_id })),
    onError: (error) => setProblem(createProblemOf(error)),
  });

  const given = (field: CreateApplicationField) => setMissing((was) => ({ ...was, [field]: false }));
  const errorsOf = (field: CreateApplicationField, missingText?: string) => [
    ...(missing[field] && missingText ? [missingText] : []),
    ...(problem.fieldErrors[field] ?? []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nowMissing: Missing = {
      title: title.trim() === '',
      workflow_template_id: templateId === null,
      applicant_ids: applicants.length === 0,
      user_ids: positionId !== null && holders.length === 0,
    };
    setMissing(nowMissing);
    if (templateId === null || Object.values(nowMissing).some(Boolean)) return;
    setProblem(noCreateProblem);
    create.mutate({
      params: { org_id: organisationId },
      body: {
        title: title.trim(),
        term_type: termType,
        about: about.trim() || null,
        workflow_template_id: templateId,
        positions:
          positionId === null
            ? []
            : [{ position_id: positionId, user_ids: holders.map((holder) => Number(holder.value)) }],
        applicant_ids: applicants.map((applicant) => Number(applicant.value)),
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack space="lg">
        {problem.message ? (
          <Alert tone="critical" isLive>
            {problem.message}
          </Alert>
        ) : null}
        <TextField
          label={t('applications.form.titleLabel')}
          help={t('applications.form.titleHelp')}
          isRequired
          value={title}
          onChange={(text) => {
            setTitle(text);
            given('title');
          }}
          errors={errorsOf('title', t('applications.form.titleMissing'))}
        />
        <RadioGroup
          label={t('applications.form.termType')}
          orientation="horizontal"
          isRequired
          options={termTypes.map((type) => ({ value: type, label: t(`applications.termTypes.${type}`) }))}
          value={termType}
          onChange={(value) => setTermType(termTypes.find((type) => type === value) ?? 'FULL_TERM')}
          errors={errorsOf('term_type')}
        />
        <TextArea
          label={t('applications.form.about')}
          help={t('applications.form.aboutHelp')}
          value={about}
          onChange={setAbout}
          errors={errorsOf('about')}
        />
        <Select
          label={t('applications.form.template')}
          help={t('applications.form.templateHelp')}
          isRequired
          options={templates.map((template) => ({ value: String(template.id), label: template.name }))}
          value={templateId === null ? null : String(templateId)}
          onChange={(key) => {
            setTemplateId(key === null ? null : Number(key));
            given('workflow_template_id');
          }}
          errors={errorsOf('workflow_template_id', t('applications.form.templateMissing'))}
        />
        <Lookup
          label={t('applications.form.applicants')}
          help={t('applications.form.applicantsHelp')}
          isRequired
          selectionMode="multiple"
          loadOptions={findApplicants}
          value={applicants}
          onChange={(chosen) => {
            setApplicants(chosen);
            given('applicant_ids');
          }}
          errors={errorsOf('applicant_ids', t('applications.form.applicantsMissing'))}
        />
        {positions.isError ? (
          <Alert tone="caution">{t('applications.form.positionsLoadError')}</Alert>
        ) : (
          <Select
            label={t('applications.form.position')}
            help={t('applications.form.positionHelp')}
            options={[
              { value: noPosition, label: t('applications.form.noPosition') },
              ...livePositions.map((position) => ({ value: String(position.id), label: position.name })),
            ]}
            value={positionId === null ? noPosition : String(positionId)}
            onChange={(key) => {
              setPositionId(key === noPosition || key === null ? null : Number(key));
              given('user_ids');
            }}
            errors={errorsOf('position_id')}
          />
        )}
        {positionId === null ? null : (
          <Lookup
            label={t('applications.form.holders')}
            help={t('applications.form.holdersHelp')}
            isRequired
            selectionMode="multiple"
            loadOptions={findHolders}
            value={holders}
            onChange={(chosen) => {
              setHolders(chosen);
              given('user_ids');
            }}
            errors={errorsOf('user_ids', t('applications.form.holdersMissing'))}
          />
        )}
        <Inline space="sm">
          <Button type="submit" isPending={create.isPending}>
            {t('applications.form.submit')}
          </Button>
          <ButtonLink variant="secondary" href={cancelPath}>
            {t('applications.form.cancel')}
          </ButtonLink>
        </Inline>
      </Stack>
    </form>
  );
}
