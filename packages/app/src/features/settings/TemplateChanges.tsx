import type { PositionRecord, WorkflowTask, WorkflowTemplate } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { MoveButtons } from './MoveButtons.tsx';
import { SaveProblemAlerts } from './SaveProblemAlerts.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';
import * as styles from './settings.css.ts';
import {
  type StageEdits,
  stagesOf,
  withoutStage,
  withoutTask,
  withStageMoved,
  withTaskMoved,
} from './template-edit.ts';

// Loaded when one first opens: most visits to a template only read it.
const WorkflowTaskFormModal = lazy(() =>
  import('./WorkflowTaskFormModal.tsx').then((module) => ({ default: module.WorkflowTaskFormModal })),
);
const WorkflowNameModal = lazy(() =>
  import('./WorkflowNameModal.tsx').then((module) => ({ default: module.WorkflowNameModal })),
);

/** What is open over the template: a dialog that changes it, or a question before removing or archiving. */
export type TemplateEditOpened =
  | { kind: 'rename' }
  | { kind: 'addStage' }
  | { kind: 'renameStage'; stageIndex: number }
  | { kind: 'removeStage'; stageIndex: number }
  | { kind: 'archive' }
  | { kind: 'task'; stageIndex: number; taskIndex?: number }
  | { kind: 'removeTask'; stageIndex: number; taskIndex: number }
  | null;

/** The buttons that change a stage and a task, for the template's stages to place. */
export interface TemplateEditActions {
  stage: (stage: WorkflowTemplate['stages'][number], stageIndex: number) => ReactNode;
  task: (task: WorkflowTask, stageIndex: number, taskIndex: number) => ReactNode;
}

export interface TemplateChangesProps {
  /** The organisation's template, as last read (its version goes with every change). */
  template: WorkflowTemplate;
  /** The organisation's positions, whose holder a task may wait on. */
  positions: readonly PositionRecord[];
  opened: TemplateEditOpened;
  onOpen: (opened: TemplateEditOpened) => void;
  /** Reads the template again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  /** Called once the template is archived: it is no longer one to work on. */
  onArchived: () => void;
  /** The stages, given the buttons that change them. */
  children: (actions: TemplateEditActions) => ReactNode;
}

/**
 * Editing a template on its page: a task added, changed, moved up or down within its stage or removed
 * (asked first), a stage added, renamed, moved up or down or removed with its tasks (asked first), the
 * template renamed or archived (asked first). Every change sends the
 * whole template with the version read; what the server refuses shows in the dialog that sent it (a move
 * above the stages, a removal or archiving in its question), with a button that reads the latest version
 * when someone else changed the template meanwhile.
 */
export function TemplateChanges({
  template,
  positions,
  opened,
  onOpen,
  onReload,
  onArchived,
  children,
}: TemplateChangesProps) {
  const { t } = useOrganisationTranslation();
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const close = () => {
    onOpen(null);
    setProblem(noProblem);
  };
  const onError = (error: Error) => setProblem(saveProblemOf(error, []));
  const save = useEndpointMutation('updateWorkflowTemplate', { onSuccess: close, onError });
  const archive = useEndpointMutation('archiveWorkflowTemplate', {
    onSuccess: () => {
      close();
      onArchived();
    },
    onError,
  });
  const send = (stages: StageEdits) => {
    if (save.isPending) return;
    setProblem(noProblem);
    save.mutate({ params: { id: template.id }, body: { version: template.version, stages } });
  };
  const reload = async () => {
    await onReload();
    setProblem(noProblem);
  };
  const stale = {
    title: t('workflowTemplates.staleTitle'),
    body: t('workflowTemplates.staleEditBody'),
    reload: t('workflowTemplates.reload'),
  };
  const asking =
    opened?.kind === 'removeTask' || opened?.kind === 'removeStage' || opened?.kind === 'archive';
  const question = questionOf(opened, template, t);

  const actions: TemplateEditActions = {
    stage: (stage, stageIndex) => {
      const named = { name: stage.name };
      return (
        <Inline space="sm">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('workflowTemplates.taskForm.actionLabel', { stage: stage.name })}
            onPress={() => onOpen({ kind: 'task', stageIndex })}
          >
            {t('workflowTemplates.taskForm.action')}
          </Button>
          <Button
            variant="tertiary"
            size="sm"
            aria-label={t('workflowTemplates.stageActions.renameLabel', named)}
            onPress={() => onOpen({ kind: 'renameStage', stageIndex })}
          >
            {t('workflowTemplates.stageActions.rename')}
          </Button>
          <MoveButtons
            index={stageIndex}
            count={template.stages.length}
            texts={{
              up: t('workflowTemplates.stageActions.up'),
              upLabel: t('workflowTemplates.stageActions.upLabel', named),
              down: t('workflowTemplates.stageActions.down'),
              downLabel: t('workflowTemplates.stageActions.downLabel', named),
            }}
            onMove={(by) => send(withStageMoved(stagesOf(template), stageIndex, by))}
          />
          <Button
            variant="tertiary"
            size="sm"
            aria-label={t('workflowTemplates.stageActions.removeLabel', named)}
            onPress={() => onOpen({ kind: 'removeStage', stageIndex })}
          >
            {t('workflowTemplates.stageActions.remove')}
          </Button>
        </Inline>
      );
    },
    task: (task, stageIndex, taskIndex) => {
      return (
        <Inline space="sm">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('workflowTemplates.taskActions.editLabel', { title: task.title })}
            onPress={() => onOpen({ kind: 'task', stageIndex, taskIndex })}
          >
            {t('workflowTemplates.taskActions.edit')}
          </Button>
          <MoveButtons
            index={taskIndex}
            count={template.stages[stageIndex]?.tasks.length ?? 0}
            texts={{
              up: t('workflowTemplates.taskActions.up'),
              upLabel: t('workflowTemplates.taskActions.upLabel', { title: task.title }),
              down: t('workflowTemplates.taskActions.down'),
              downLabel: t('workflowTemplates.taskActions.downLabel', { title: task.title }),
            }}
            onMove={(by) => send(withTaskMoved(stagesOf(template), stageIndex, taskIndex, by))}
          />
          <Button
            variant="tertiary"
            size="sm"
            aria-label={t('workflowTemplates.taskActions.removeLabel', { title: task.title })}
            onPress={() => onOpen({ kind: 'removeTask', stageIndex, taskIndex })}
          >
            {t('workflowTemplates.taskActions.remove')}
          </Button>
        </Inline>
      );
    },
  };

  return (
    <>
      <Stack space="md">
        {asking ? null : <SaveProblemAlerts problem={problem} stale={stale} onReload={reload} />}
        {children(actions)}
      </Stack>
      <Suspense fallback={null}>
        {opened?.kind === 'task' ? (
          <WorkflowTaskFormModal
            template={template}
            stageIndex={opened.stageIndex}
            taskIndex={opened.taskIndex}
            positions={positions}
            onReload={onReload}
            onClose={close}
          />
        ) : null}
        {opened?.kind === 'rename' || opened?.kind === 'addStage' || opened?.kind === 'renameStage' ? (
          <WorkflowNameModal template={template} naming={opened} onReload={onReload} onClose={close} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        isOpen={asking}
        title={question.title}
        confirmLabel={question.confirm}
        onCancel={close}
        onConfirm={() => {
          if (opened?.kind === 'archive') {
            if (archive.isPending) return;
            setProblem(noProblem);
            archive.mutate({ params: { id: template.id }, query: { version: template.version } });
          } else if (opened?.kind === 'removeTask') {
            send(withoutTask(stagesOf(template), opened.stageIndex, opened.taskIndex));
          } else if (opened?.kind === 'removeStage') {
            send(withoutStage(stagesOf(template), opened.stageIndex));
          }
        }}
      >
        <Stack space="md">
          <p className={styles.text}>{question.body}</p>
          {asking ? <SaveProblemAlerts problem={problem} stale={stale} onReload={reload} /> : null}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** What the question before archiving the template or removing a task or a stage says. */
function questionOf(
  opened: TemplateEditOpened,
  template: WorkflowTemplate,
  t: ReturnType<typeof useOrganisationTranslation>['t'],
) {
  if (opened?.kind === 'removeTask') {
    const task = template.stages[opened.stageIndex]?.tasks[opened.taskIndex];
    return {
      title: t('workflowTemplates.removeTask.title', { title: task?.title }),
      body: t('workflowTemplates.removeTask.body'),
      confirm: t('workflowTemplates.removeTask.confirm'),
    };
  }
  if (opened?.kind === 'removeStage') {
    const stage = template.stages[opened.stageIndex];
    return {
      title: t('workflowTemplates.removeStage.title', { name: stage?.name }),
      body: t('workflowTemplates.removeStage.body', { count: stage?.tasks.length ?? 0 }),
      confirm: t('workflowTemplates.removeStage.confirm'),
    };
  }
  return {
    title: t('workflowTemplates.archive.title', { name: template.name }),
    body: t('workflowTemplates.archive.body'),
    confirm: t('workflowTemplates.archive.confirm'),
  };
}
