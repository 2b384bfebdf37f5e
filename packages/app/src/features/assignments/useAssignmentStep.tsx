import type { Assignment, AssignmentChange, assignmentChangeEndpoints } from '@mobilise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { callEndpoint, refreshAfterWrite } from '../../api/index.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { toastAssignmentDone } from './assignmentToasts.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

/**
 * The calls of the assignment page that send a version alone: the changes of the actions table, the
 * steps of the offer and the logistics plan, and the receiving organisation's readiness.
 */
export type AssignmentStep =
  | (typeof assignmentChangeEndpoints)[AssignmentChange]
  | 'acceptAssignmentOffer'
  | 'declineAssignmentOffer'
  | 'submitOutboundLogisticsPlan'
  | 'approveOutboundLogisticsPlan'
  | 'rejectOutboundLogisticsPlan'
  | 'markAssignmentReadyToReceive'
  | 'markAssignmentNotReadyToReceive';

/** What a step sends and says: the version it was read at (the assignment's or its plan's), and its toast. */
export interface AssignmentStepCall {
  step: AssignmentStep;
  version: number;
  done: string;
}

/**
 * One step of the page (abandoning it, accepting the offer, submitting the plan, …): sends the version
 * read, then the assignment is read again and a toast says it is done. A change made meanwhile (409)
 * shows in `alerts` with the button that reads the latest version.
 */
export function useAssignmentStep({
  assignment,
  onReload,
}: {
  assignment: Assignment;
  onReload: () => Promise<unknown>;
}): { run: (call: AssignmentStepCall) => void; pending: AssignmentStep | null; alerts: ReactNode } {
  const { t } = useAssignmentsTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const mutation = useMutation({
    // The section shows the failure itself, so the generic error modal stays shut.
    meta: { emitsErrorEvent: true },
    mutationFn: ({ step, version }: AssignmentStepCall) =>
      callEndpoint(step, { params: { id: assignment.id }, body: { version } }),
    onSuccess: async (_answer, { step, done }) => {
      setProblem(noProblem);
      await refreshAfterWrite(queryClient, step);
      await toastAssignmentDone(done);
    },
    onError: (error) => setProblem(saveProblemOf(error, [])),
  });
  return {
    run: (call) => {
      setProblem(noProblem);
      mutation.mutate(call);
    },
    pending: mutation.isPending ? mutation.variables.step : null,
    alerts: (
      <SaveProblemAlerts
        problem={problem}
        stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
        onReload={async () => {
          await onReload();
          setProblem(noProblem);
        }}
      />
    ),
  };
}
