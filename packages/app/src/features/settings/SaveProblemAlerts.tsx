import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { Stack } from '@mobilise/ui/Stack';
import type { SaveProblem } from './save-problem.ts';
import * as styles from './settings.css.ts';

export interface SaveProblemAlertsProps {
  problem: SaveProblem;
  /** The texts of the notice for a record someone else changed meanwhile, in the form's words. */
  stale: { title: string; body: string; reload: string };
  /** Reads the latest version; the form's input stays as typed. */
  onReload: () => void;
}

/**
 * What a settings form says above its fields when a save failed: that someone else changed the record
 * (with a button that reads the latest version), or the server's message that no field carries.
 */
export function SaveProblemAlerts({ problem, stale, onReload }: SaveProblemAlertsProps) {
  return (
    <>
      {problem.isStale ? (
        <Alert tone="caution" title={stale.title} isLive>
          <Stack space="sm" align="start">
            <p className={styles.text}>{stale.body}</p>
            <Button variant="secondary" size="sm" onPress={onReload}>
              {stale.reload}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {problem.message ? (
        <Alert tone="critical" isLive>
          {problem.message}
        </Alert>
      ) : null}
    </>
  );
}
