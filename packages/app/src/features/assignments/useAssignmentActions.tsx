import {
  type Assignment,
  type AssignmentChange,
  assignmentChangeEndpoints,
  openAssignmentChanges,
} from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { callEndpoint, refreshAfterWrite } from '../../api/index.ts';
import { noProblem, type SaveProblem, SaveProblemAlerts, saveProblemOf } from '../settings/index.ts';
import { AssignmentToastRegion, toastAssignmentDone } from './assignmentToasts.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// The dialog loads when first needed: most visits change nothing, and the page's first load should not
// carry its overlay.
const ConfirmDialog = lazy(() =>
  import('@mobilise/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface AssignmentActionsOptions {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}

/**
 * The changes of the assignment's actions table the reader may make now: a button for each change
 * `openAssignmentChanges` allows (its user_can and the assignment's state, the rule the server applies),
 * abandoning asked first. Each sends the version read; on success the assignment is read again and a
 * toast says what changed; a 409 (changed meanwhile) offers the latest version above the sections.
 */
export function useAssignmentActions({ assignment, onReload }: AssignmentActionsOptions): {
  buttons: ReactNode;
  notice: ReactNode;
} {
  const { t } = useAssignmentsTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const mutation = useMutation({
    // The page shows the failure itself, so the generic error modal stays shut.
    meta: { emitsErrorEvent: true },
    mutationFn: (change: AssignmentChange) =>
      callEndpoint(assignmentChangeEndpoints[change], {
        params: { id: assignment.id },
        body: { version: assignment.version },
      }),
    onSuccess: async (_answer, change) => {
      setProblem(noProblem);
      await refreshAfterWrite(queryClient, assignmentChangeEndpoints[change]);
      await toastAssignmentDone(t(`done.${change}`));
    },
    onError: (error) => setProblem(saveProblemOf(error, [])),
  });
  const change = (which: AssignmentChange) => {
    setProblem(noProblem);
    mutation.mutate(which);
  };
  const buttons = (
    <>
      {openAssignmentChanges(assignment).map((which) => (
        <Button
          key={which}
          variant="secondary"
          isPending={mutation.isPending && mutation.variables === which}
          isDisabled={mutation.isPending && mutation.variables !== which}
          onPress={() => (which === 'abandon' ? setConfirming(true) : change(which))}
        >
          {t(`actions.${which}`)}
        </Button>
      ))}
      <Suspense fallback={null}>
        {isConfirming ? (
          <ConfirmDialog
            isOpen
            title={t('abandonDialog.title')}
            confirmLabel={t('abandonDialog.confirm')}
            cancelLabel={t('actions.cancel')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              change('abandon');
            }}
          >
            {t('abandonDialog.body')}
          </ConfirmDialog>
        ) : null}
      </Suspense>
    </>
  );

  const notice = (
    <>
      <SaveProblemAlerts
        problem={problem}
        stale={{ title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') }}
        onReload={async () => {
          await onReload();
          setProblem(noProblem);
        }}
      />
      <AssignmentToastRegion />
    </>
  );
  return { buttons, notice };
}
