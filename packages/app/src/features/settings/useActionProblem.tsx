import { ConfirmDialog } from '@mobilise/ui/ConfirmDialog';
import { type ReactNode, useState } from 'react';
import { SaveProblemAlerts, type SaveProblemAlertsProps } from './SaveProblemAlerts.tsx';
import { noProblem, type SaveProblem, saveProblemOf } from './save-problem.ts';

/**
 * What a record page's action buttons share: the problem the last action met, the mutation options that
 * keep it (cleared on success, the server's refusal on error), and the notice that says it above the
 * page's sections — a 409 with a button that reads the latest version, which then clears it.
 */
export function useActionProblem(
  onReload: () => Promise<unknown>,
  stale: SaveProblemAlertsProps['stale'],
): {
  /** Spread into each action's `useEndpointMutation` options. */
  changeOptions: { onSuccess: () => void; onError: (error: Error) => void };
  /** Forgets the last problem, as an action starts. */
  clear: () => void;
  notice: ReactNode;
} {
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const clear = () => setProblem(noProblem);
  const notice = (
    <SaveProblemAlerts
      problem={problem}
      stale={stale}
      onReload={async () => {
        await onReload();
        clear();
      }}
    />
  );
  return {
    changeOptions: { onSuccess: clear, onError: (error) => setProblem(saveProblemOf(error, [])) },
    clear,
    notice,
  };
}

/** The texts of a step's confirmation, by the keys record pages give them in their namespace. */
type ConfirmationKey<Step extends string> = `confirm.${Step}.${'title' | 'confirm'}` | 'actions.cancel';

/**
 * The confirmation a record page asks before a step it cannot undo: `ask` opens it for the step, and
 * confirming closes it and takes the step. Its texts are the page's `confirm.<step>.title`, `.confirm`
 * and the `body` given, with its `actions.cancel`.
 */
export function useConfirmedStep<Step extends string>(
  t: (key: ConfirmationKey<Step>) => string,
  body: (step: Step) => ReactNode,
  take: (step: Step) => void,
): { ask: (step: Step) => void; dialog: ReactNode } {
  const [confirming, setConfirming] = useState<Step | null>(null);
  const dialog = (
    <ConfirmDialog
      isOpen={confirming !== null}
      title={confirming === null ? undefined : t(`confirm.${confirming}.title`)}
      confirmLabel={confirming === null ? undefined : t(`confirm.${confirming}.confirm`)}
      cancelLabel={t('actions.cancel')}
      onConfirm={() => {
        if (confirming === null) return;
        setConfirming(null);
        take(confirming);
      }}
      onCancel={() => setConfirming(null)}
    >
      {confirming === null ? null : body(confirming)}
    </ConfirmDialog>
  );
  return { ask: setConfirming, dialog };
}
