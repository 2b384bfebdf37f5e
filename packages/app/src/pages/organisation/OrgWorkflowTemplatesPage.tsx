import type { WorkflowTemplate } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Inline } from '@mobilise/ui/Inline';
import { Link } from '@mobilise/ui/Link';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Stack } from '@mobilise/ui/Stack';
import { Tiles } from '@mobilise/ui/Tiles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListRefresh } from '../../api/useListRefresh.ts';
import { useOrganisationParam, useOrganisationTranslation } from '../../features/organisation/index.ts';
import {
  AcceptSuggestedTaskModal,
  CreateBlankTemplateModal,
  CreateFromSuggestedModal,
  organisationWorkflowTemplatesQueryOptions,
  SettingsTabs,
  settingsStyles,
  suggestedWorkflowTemplatesQueryOptions,
  useSettingsBreadcrumbs,
} from '../../features/settings/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * What the page has open: creating a blank template or one from a suggestion (maybe one chosen), or taking a
 * task into a template.
 */
type Opened =
  | { kind: 'blank' }
  | { kind: 'create'; suggestedId?: number }
  | { kind: 'accept'; templateId: number }
  | null;

const taskCount = (template: WorkflowTemplate) =>
  template.stages.reduce((sum, stage) => sum + stage.tasks.length, 0);

/**
 * The organisation's workflow templates (OrgWorkflowTemplates), the archived ones apart, and the suggested
 * ones beside them. A template is made blank (a name and its first stage) or from a suggested one (its
 * stages and tasks copied), and a suggested task can be taken into a stage of one of the organisation's own
 * templates.
 */
export function Page() {
  const { t } = useOrganisationTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  const navigate = useNavigate();
  const breadcrumbs = useSettingsBreadcrumbs(organisationId, { route: 'OrgWorkflowTemplates' });
  const own = useQuery(organisationWorkflowTemplatesQueryOptions(organisationId, { includeArchived: true }));
  const suggested = useQuery(suggestedWorkflowTemplatesQueryOptions());
  const refreshOwn = useListRefresh(own);
  const refreshSuggested = useListRefresh(suggested);
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const hasSuggestions = (suggested.data?.length ?? 0) > 0;
  const live = own.data?.filter((template) => !template.archived) ?? [];
  const archived = own.data?.filter((template) => template.archived) ?? [];
  const blankButton = (
    <Button variant={hasSuggestions ? 'secondary' : 'primary'} onPress={() => setOpened({ kind: 'blank' })}>
      {t('workflowTemplates.blank.action')}
    </Button>
  );
  const createButton = hasSuggestions ? (
    <Button onPress={() => setOpened({ kind: 'create' })}>{t('workflowTemplates.create.action')}</Button>
  ) : null;
  const createButtons = (
    <Inline space="sm">
      {blankButton}
      {createButton}
    </Inline>
  );

  const summary = (template: WorkflowTemplate) =>
    t('workflowTemplates.summary', {
      subject: t(`workflowTemplates.subjects.${template.subject_type}`),
      stages: t('workflowTemplates.stageCount', { count: template.stages.length }),
      tasks: t('workflowTemplates.taskCount', { count: taskCount(template) }),
    });

  const item = (template: WorkflowTemplate, href: string, action: ReactNode) => (
    <Stack key={template.id} space="xs" align="start">
      <h3 className={settingsStyles.itemHeading}>
        <Link href={href}>{template.name}</Link>
      </h3>
      <p className={settingsStyles.note}>{summary(template)}</p>
      {action}
    </Stack>
  );

  const ownList = () => {
    if (own.isPending) return <LoadingState />;
    if (own.isError) return <ErrorState onRetry={refreshOwn}>{t('workflowTemplates.loadError')}</ErrorState>;
    if (live.length === 0) {
      return (
        <EmptyState title={t('workflowTemplates.empty')} action={createButtons}>
          {hasSuggestions ? t('workflowTemplates.emptyHint') : null}
        </EmptyState>
      );
    }
    return (
      <Tiles as="ul" columns={{ mobile: 1, md: 2 }} space="lg" aria-label={t('workflowTemplates.ownLabel')}>
        {live.map((template) =>
          item(
            template,
            routePath('WorkflowTemplatesShow', { id: template.id }),
            template.user_can.includes('accept_suggested_tasks') && hasSuggestions ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('workflowTemplates.accept.actionLabel', { name: template.name })}
                onPress={() => setOpened({ kind: 'accept', templateId: template.id })}
              >
                {t('workflowTemplates.accept.action')}
              </Button>
            ) : null,
          ),
        )}
      </Tiles>
    );
  };

  const suggestedList = () => {
    if (suggested.isPending) return <LoadingState />;
    if (suggested.isError) {
      return <ErrorState onRetry={refreshSuggested}>{t('workflowTemplates.suggestedLoadError')}</ErrorState>;
    }
    if (suggested.data.length === 0) return <EmptyState title={t('workflowTemplates.suggestedEmpty')} />;
    return (
      <Tiles
        as="ul"
        columns={{ mobile: 1, md: 2 }}
        space="lg"
        aria-label={t('workflowTemplates.suggestedLabel')}
      >
        {suggested.data.map((template) =>
          item(
            template,
            routePath('SuggestedWorkflowTemplatesShow', { id: template.id }),
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('workflowTemplates.create.useLabel', { name: template.name })}
              onPress={() => setOpened({ kind: 'create', suggestedId: template.id })}
            >
              {t('workflowTemplates.create.use')}
            </Button>,
          ),
        )}
      </Tiles>
    );
  };

  const acceptInto =
    opened?.kind === 'accept' ? own.data?.find(({ id }) => id === opened.templateId) : undefined;

  return (
    <PageFrame>
      <SettingsTabs organisationId={organisationId} current="OrgWorkflowTemplates" />
      <PageHeader
        title={t('workflowTemplates.title')}
        subtitle={t('workflowTemplates.intro')}
        breadcrumbs={breadcrumbs}
        secondaryActions={live.length > 0 && hasSuggestions ? blankButton : null}
        primaryAction={live.length > 0 ? (createButton ?? blankButton) : null}
      />
      <DetailSection title={t('workflowTemplates.ownTitle')}>{ownList()}</DetailSection>
      {archived.length > 0 ? (
        <DetailSection
          title={t('workflowTemplates.archivedTitle')}
          description={t('workflowTemplates.archivedIntro')}
        >
          <Tiles
            as="ul"
            columns={{ mobile: 1, md: 2 }}
            space="lg"
            aria-label={t('workflowTemplates.archivedLabel')}
          >
            {archived.map((template) =>
              item(template, routePath('WorkflowTemplatesShow', { id: template.id }), null),
            )}
          </Tiles>
        </DetailSection>
      ) : null}
      <DetailSection
        title={t('workflowTemplates.suggestedTitle')}
        description={t('workflowTemplates.suggestedIntro')}
      >
        {suggestedList()}
      </DetailSection>
      <Suspense fallback={null}>
        {opened?.kind === 'blank' ? (
          <CreateBlankTemplateModal
            organisationId={organisationId}
            onCreated={(template) => navigate(routePath('WorkflowTemplatesShow', { id: template.id }))}
            onClose={close}
          />
        ) : null}
        {opened?.kind === 'create' && suggested.data ? (
          <CreateFromSuggestedModal
            organisationId={organisationId}
            suggested={suggested.data}
            initialSuggestedId={opened.suggestedId}
            onCreated={(template) => navigate(routePath('WorkflowTemplatesShow', { id: template.id }))}
            onClose={close}
          />
        ) : null}
        {acceptInto && suggested.data ? (
          <AcceptSuggestedTaskModal
            template={acceptInto}
            suggested={suggested.data}
            onReload={() => own.refetch()}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}
