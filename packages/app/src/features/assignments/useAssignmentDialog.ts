import { useState } from 'react';
import { noProblem, type SaveProblem, saveProblemOf } from '../settings/index.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

/**
 * What every dialog that writes an assignment shares: the problem its last save answered (a 422's field
 * errors, a 409's stale alert), and the frame's cancel button, stale alert words and "read the latest
 * version", which clears the alert and keeps what was typed. Spread `modal` into the SaveFormModal.
 */
export function useAssignmentDialog({
  onReload,
  onClose,
}: {
  onReload: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useAssignmentsTranslation();
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  return {
    problem,
    /** A save's onError: keeps the errors of `fields`, the ones the dialog shows beside its fields. */
    failed: (fields: readonly string[]) => (error: Error) => setProblem(saveProblemOf(error, fields)),
    /** Before a new save: the last one's problem no longer stands. */
    clearProblem: () => setProblem(noProblem),
    modal: {
      cancelLabel: t('actions.cancel'),
      onClose,
      problem,
      stale: { title: t('stale.title'), body: t('stale.body'), reload: t('stale.reload') },
      onReload: () => onReload().then(() => setProblem(noProblem)),
    },
  };
}
