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
