import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { Stack } from '@mobilise/ui/Stack';
import { useEffect, useRef } from 'react';
import { nextFocusableAfter } from './next-focusable.ts';
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
            <ReloadButton label={stale.reload} onReload={onReload} />
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

/**
 * The notice's button that reads the latest version. The notice goes once it is read, with the button
 * the keyboard was on: focus then moves to what follows the notice (the form's first field, or its save
 * button), where Tab would have gone, instead of dropping to the page's start.
 */
function ReloadButton({ label, onReload }: { label: string; onReload: () => void }) {
  const next = useRef<HTMLElement | undefined>(undefined);
  useEffect(
    () => () => {
      const focused = document.activeElement;
      if (next.current?.isConnected && (focused === null || focused === document.body)) next.current.focus();
    },
    [],
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      onPress={(event) => {
        const notice = event.target.closest('[role="alert"]');
        next.current = notice ? nextFocusableAfter(notice) : undefined;
        onReload();
      }}
    >
      {label}
    </Button>
  );
}
