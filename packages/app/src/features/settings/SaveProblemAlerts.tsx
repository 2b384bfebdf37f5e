import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { Stack } from '@mobilise/ui/Stack';
import { useLayoutEffect, useRef } from 'react';
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
  const pressed = useRef<{ notice: Element; next: HTMLElement | undefined } | undefined>(undefined);
  // As the notice goes, in the same commit (before the browser could paint or drop focus): the keyboard
  // is still in the notice, or already on the page's body.
  useLayoutEffect(
    () => () => {
      const { notice, next } = pressed.current ?? {};
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || (notice?.contains(focused) ?? false);
      if (lost && next?.isConnected) next.focus();
    },
    [],
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      onPress={(event) => {
        const notice = event.target.closest('[role="alert"]');
        pressed.current = notice ? { notice, next: nextFocusableAfter(notice) } : undefined;
        onReload();
      }}
    >
      {label}
    </Button>
  );
}
