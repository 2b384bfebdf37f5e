import type { WorkflowTemplate } from '@mobilise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, refreshAfterWrite } from '../../../api/index.ts';

export interface CreateFromSuggested {
  organisationId: number;
  suggested: WorkflowTemplate;
  name: string;
}

/**
 * A new template of the organisation built from a suggested one: its stages in order, then each
 * suggested task accepted into its stage in order, so every task remembers the suggestion it came from
 * (a template's create call takes tasks but not their origin). Each accept sends the version the last
 * one answered; accepting is idempotent, so trying again after a failure adds no second copy.
 */
export async function createFromSuggested({
  organisationId,
  suggested,
  name,
}: CreateFromSuggested): Promise<WorkflowTemplate> {
  let template = await callEndpoint('createWorkflowTemplate', {
    params: { org_id: organisationId },
    body: {
      name,
      subject_type: suggested.subject_type,
      stages: suggested.stages.map((stage) => ({ name: stage.name, tasks: [] })),
    },
  });
  for (const [index, stage] of suggested.stages.entries()) {
    for (const task of stage.tasks) {
      const stageId = template.stages[index]?.id;
      if (stageId === undefined) throw new Error(`The new template has no stage ${index + 1}`);
      template = await callEndpoint('acceptSuggestedTask', {
        params: { id: template.id, task_id: task.id },
        body: { stage_id: stageId, version: template.version },
      });
    }
  }
  return template;
}

/** `createFromSuggested` as a mutation; the workflow templates are read again once it is done or fails half-way. */
export const useCreateFromSuggested = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFromSuggested,
    // The dialog shows the failure on its name field or in its alert.
    meta: { emitsErrorEvent: true },
    onSettled: () => refreshAfterWrite(queryClient, 'createWorkflowTemplate'),
  });
};
