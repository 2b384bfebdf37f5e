import {
  type Assignment,
  type AssignmentChange,
  assignmentChangeEndpoints,
  openAssignmentChanges,
} from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AssignmentToastRegion } from './assignmentToasts.tsx';
import { useAssignmentStep } from './useAssignmentStep.tsx';
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
  const [isConfirming, setConfirming] = useState(false);
  const { run, pending, alerts } = useAssignmentStep({ assignment, onReload });
  const change = (which: AssignmentChange) =>
    run({ step: assignmentChangeEndpoints[which], version: assignment.version, done: t(`done.${which}`) });
  const buttons = (
    <>
      {openAssignmentChanges(assignment).map((which) => (
        <Button
          key={which}
          variant="secondary"
          isPending={pending === assignmentChangeEndpoints[which]}
          isDisabled={pending !== null && pending !== assignmentChangeEndpoints[which]}
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
      {alerts}
      <AssignmentToastRegion />
    </>
  );
  return { buttons, notice };
}
