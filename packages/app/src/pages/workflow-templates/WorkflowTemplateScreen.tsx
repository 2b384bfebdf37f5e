import type { WorkflowTemplate } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { Button } from '@mobilise/ui/Button';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { useOrganisationTranslation } from '../../features/organisation/index.ts';
import { useActiveOrganisation } from '../../features/session/index.ts';
import {
  AcceptSuggestedTaskModal,
  organisationPositionsQueryOptions,
  type PositionName,
  suggestedWorkflowTemplatesQueryOptions,
  TemplateChanges,
  type TemplateEditOpened,
  useSettingsBreadcrumbs,
  WorkflowStages,
  workflowTemplateQueryOptions,
} from '../../features/settings/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/** What the page hands the task opened over it (the task child route). */
export interface TaskOutletContext {
  template: WorkflowTemplate;
  positionName: PositionName;
  /** The template's own address, where closing the task leads. */
  templateHref: string;
}

/**
 * A template's stages, with the path back to the workflow templates of its organisation and, for those who
 * may, the buttons that change it; a task's title opens it over the page (the task child route, which
 * keeps the scroll).
 */
function TemplateView({
  template,
  isSuggestedView,
  onReload,
}: {
  template: WorkflowTemplate;
  isSuggestedView: boolean;
  /** Reads the template again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}) {
  const { t } = useOrganisationTranslation();
  // A suggested template belongs to no organisation: the way back leads to the active one's templates.
  const { organisationId: activeId } = useActiveOrganisation();
  const navigate = useNavigate();
  const organisationId = template.organisation_id ?? activeId ?? 0;
  const templateHref = routePath(
    isSuggestedView ? 'SuggestedWorkflowTemplatesShow' : 'WorkflowTemplatesShow',
    {
      id: template.id,
    },
  );
  const taskHref = ({ id }: { id: number }) =>
    routePath(isSuggestedView ? 'SuggestedWorkflowTemplatesShowTask' : 'WorkflowTemplatesShowTask', {
      id: template.id,
      task_id: id,
    });
  const breadcrumbs = useSettingsBreadcrumbs(
    organisationId,
    { route: 'OrgWorkflowTemplates' },
    { label: template.name, href: templateHref },
  );
  const mayAccept = !isSuggestedView && template.user_can.includes('accept_suggested_tasks');
  const mayEdit = !isSuggestedView && template.user_can.includes('edit');
  const mayArchive = !isSuggestedView && template.user_can.includes('archive');
  const positions = useQuery({
    ...organisationPositionsQueryOptions(organisationId),
    enabled: template.organisation_id !== null,
  });
  const suggested = useQuery({ ...suggestedWorkflowTemplatesQueryOptions(), enabled: mayAccept });
  const [acceptInto, setAcceptInto] = useState<number | null>(null);
  const [editing, setEditing] = useState<TemplateEditOpened>(null);
  const positionName: PositionName = (id) => positions.data?.find((position) => position.id === id)?.name;

  return (
    <PageFrame>
      <PageHeader
        title={template.name}
        subtitle={t(`workflowTemplates.subjects.${template.subject_type}`)}
        status={
          template.is_suggested ? (
            <Badge tone="info">{t('workflowTemplates.suggestedBadge')}</Badge>
          ) : template.archived ? (
            <Badge tone="neutral">{t('workflowTemplates.archivedBadge')}</Badge>
          ) : null
        }
        breadcrumbs={activeId === null && template.organisation_id === null ? undefined : breadcrumbs}
        secondaryActions={
          mayEdit || mayArchive ? (
            <>
              {mayEdit ? (
                <Button variant="secondary" onPress={() => setEditing({ kind: 'rename' })}>
                  {t('workflowTemplates.rename.action')}
                </Button>
              ) : null}
              {mayArchive ? (
                <Button variant="secondary" onPress={() => setEditing({ kind: 'archive' })}>
                  {t('workflowTemplates.archive.action')}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
        primaryAction={
          mayEdit ? (
            <Button onPress={() => setEditing({ kind: 'addStage' })}>
              {t('workflowTemplates.addStage.action')}
            </Button>
          ) : undefined
        }
      />
      <TemplateChanges
        template={template}
        positions={positions.data ?? []}
        opened={editing}
        onOpen={setEditing}
        onReload={onReload}
        onArchived={() => navigate(routePath('OrgWorkflowTemplates', { org_id: organisationId }))}
      >
        {(editActions) => (
          <WorkflowStages
            template={template}
            positionName={positionName}
            taskHref={taskHref}
            stageActions={
              mayEdit || (mayAccept && suggested.data?.length)
                ? (stage, stageIndex) => (
                    <>
                      {mayEdit ? editActions.stage(stage, stageIndex) : null}
                      {mayAccept && suggested.data?.length ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('workflowTemplates.accept.stageActionLabel', { stage: stage.name })}
                          onPress={() => setAcceptInto(stage.id)}
                        >
                          {t('workflowTemplates.accept.action')}
                        </Button>
                      ) : null}
                    </>
                  )
                : undefined
            }
            taskActions={mayEdit ? editActions.task : undefined}
          />
        )}
      </TemplateChanges>
      <Outlet context={{ template, positionName, templateHref } satisfies TaskOutletContext} />
      <Suspense fallback={null}>
        {acceptInto !== null && suggested.data ? (
          <AcceptSuggestedTaskModal
            template={template}
            suggested={suggested.data}
            stageId={acceptInto}
            onReload={onReload}
            onClose={() => setAcceptInto(null)}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}

/**
 * A workflow template by the `:id` of the URL: an organisation's (WorkflowTemplatesShow), edited and
 * archived by those whose `user_can` allows it and where a suggested task can be taken into a stage, or a
 * suggested one (SuggestedWorkflowTemplatesShow), read-only.
 */
export function WorkflowTemplateScreen({ isSuggestedView }: { isSuggestedView: boolean }) {
  const id = Number(useParams().id);
  const isKnownId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...workflowTemplateQueryOptions(id), enabled: isKnownId });
  usePageTitle(query.data?.name);
  return (
    <RecordStates query={query} isKnownId={isKnownId}>
      {(template) => (
        <TemplateView
          template={template}
          isSuggestedView={isSuggestedView}
          onReload={() => query.refetch()}
        />
      )}
    </RecordStates>
  );
}
