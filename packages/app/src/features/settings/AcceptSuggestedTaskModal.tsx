import type { WorkflowTemplate } from '@mobilise/contract';
import { Select } from '@mobilise/ui/Select';
import { type FormEvent, useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useOrganisationTranslation } from '../organisation/index.ts';
import { SaveFormModal } from './SaveFormModal.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';

export interface AcceptSuggestedTaskModalProps {
  /** The organisation's template, as last read (its version goes with the change). */
  template: WorkflowTemplate;
  /** The suggested templates whose tasks may be taken. */
  suggested: readonly WorkflowTemplate[];
  /** The stage the task joins, when the dialog opens from one. */
  stageId?: number;
  /** Reads the template again, after someone else changed it. */
  onReload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Takes a suggested task into one of the template's stages. The copy remembers its suggestion, so the
 * template then marks it "from a suggestion"; taking the same one twice leaves one copy.
 */
export function AcceptSuggestedTaskModal({
  template,
  suggested,
  stageId,
  onReload,
  onClose,
}: AcceptSuggestedTaskModalProps) {
  const { t } = useOrganisationTranslation();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [stage, setStage] = useState<string | null>(String(stageId ?? template.stages[0]?.id ?? '') || null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const accept = useEndpointMutation('acceptSuggestedTask', {
    onSuccess: onClose,
    onError: (error) => setProblem(saveProblemOf(error, ['stage_id'])),
  });

  const taskOptions = suggested.flatMap((source) =>
    source.stages.flatMap((sourceStage) =>
      sourceStage.tasks.map((task) => ({
        value: String(task.id),
        label: t('workflowTemplates.accept.taskOption', {
          task: task.title,
          template: source.name,
          stage: sourceStage.name,
        }),
      })),
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(taskId === null);
    if (taskId === null || stage === null) return;
    setProblem(noProblem);
    accept.mutate({
      params: { id: template.id, task_id: Number(taskId) },
      body: { stage_id: Number(stage), version: template.version },
    });
  };

  return (
    <SaveFormModal
      title={t('workflowTemplates.accept.title', { name: template.name })}
      cancelLabel={t('workflowTemplates.cancel')}
      submitLabel={t('workflowTemplates.accept.submit')}
      isPending={accept.isPending}
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      stale={{
        title: t('workflowTemplates.staleTitle'),
        body: t('workflowTemplates.staleBody'),
        reload: t('workflowTemplates.reload'),
      }}
      onReload={async () => {
        await onReload();
        setProblem(noProblem);
      }}
    >
      <Select
        label={t('workflowTemplates.accept.task')}
        isRequired
        options={taskOptions}
        value={taskId}
        onChange={(key) => setTaskId(key === null ? null : String(key))}
        errors={missing ? [t('workflowTemplates.accept.taskMissing')] : []}
      />
      <Select
        label={t('workflowTemplates.accept.stage')}
        isRequired
        options={template.stages.map((each) => ({ value: String(each.id), label: each.name }))}
        value={stage}
        onChange={(key) => setStage(key === null ? null : String(key))}
        errors={problem.fieldErrors.stage_id ?? []}
      />
    </SaveFormModal>
  );
}
