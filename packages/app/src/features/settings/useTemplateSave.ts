import type { UpdateWorkflowTemplateBody, WorkflowTemplate } from '@mobilise/contract';
import { useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint-mutations.ts';
import { useOrganisationTranslation } from '../organisation/index.ts';
import type { SaveFormModalProps } from './SaveFormModal.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';

export interface TemplateSave {
  /** Sends the change with the version read; a problem shown before is cleared first. */
  save: (change: Omit<UpdateWorkflowTemplateBody, 'version'>) => void;
  /** What the server refused at the last save, for the dialog's fields. */
  problem: SaveProblem;
  /** What the dialog's `SaveFormModal` takes from the save: its state, its problem and the reload. */
  modalProps: Pick<SaveFormModalProps, 'cancelLabel' | 'isPending' | 'problem' | 'stale' | 'onReload'>;
}

/**
 * The save of a dialog that edits a template as a whole (its name, a stage, a task): the change goes
 * through the template's PATCH with the version read, the dialog closes once saved, and what the server
 * refuses stays in the dialog with the input kept: a message on one of the given fields, or someone
 * else's change meanwhile with a button that reads their version (`onReload`) so it can be sent again.
 */
export function useTemplateSave(
  template: WorkflowTemplate,
  fields: readonly string[],
  { onReload, onSaved }: { onReload: () => Promise<unknown>; onSaved: () => void },
): TemplateSave {
  const { t } = useOrganisationTranslation();
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const mutation = useEndpointMutation('updateWorkflowTemplate', {
    onSuccess: onSaved,
    onError: (error) => setProblem(saveProblemOf(error, fields)),
  });
  return {
    save: (change) => {
      setProblem(noProblem);
      mutation.mutate({ params: { id: template.id }, body: { version: template.version, ...change } });
    },
    problem,
    modalProps: {
      cancelLabel: t('workflowTemplates.cancel'),
      isPending: mutation.isPending,
      problem,
      stale: {
        title: t('workflowTemplates.staleTitle'),
        body: t('workflowTemplates.staleEditBody'),
        reload: t('workflowTemplates.reload'),
      },
      onReload: async () => {
        await onReload();
        setProblem(noProblem);
      },
    },
  };
}
