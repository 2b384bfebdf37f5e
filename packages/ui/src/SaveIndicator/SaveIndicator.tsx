import { type ReactNode, useEffect, useState } from 'react';
import { ToneIcon } from '../Alert/ToneIcon.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './SaveIndicator.css.ts';

/** The save indicator's states; IDLE shows nothing. */
export type SaveIndicatorState = 'NOT_SAVED' | 'SAVING' | 'SAVED' | 'RETRYING' | 'ERROR' | 'IDLE';
export const saveIndicatorStates = allowedValues<SaveIndicatorState>()([
  'NOT_SAVED',
  'SAVING',
  'SAVED',
  'RETRYING',
  'ERROR',
  'IDLE',
]);

/** How long "Saved" stays after a save finishes. */
export const savedIndicatorDurationMs = 2000;

export interface SaveIndicatorProps {
  /**
   * The form's save state; SAVED clears itself after `savedIndicatorDurationMs`.
   * @default 'IDLE'
   */
  state?: SaveIndicatorState;
  /**
   * How long "Saved" stays, in ms; `Infinity` keeps it (for a static overview).
   * @default savedIndicatorDurationMs (2000)
   */
  savedDurationMs?: number;
}

const icons: Record<Exclude<SaveIndicatorState, 'IDLE'>, ReactNode> = {
  NOT_SAVED: <span className={styles.notSavedDot} />,
  SAVING: <SpinnerGraphic />,
  SAVED: <ToneIcon tone="positive" />,
  RETRYING: <SpinnerGraphic />,
  ERROR: <ToneIcon tone="critical" />,
};

/** Says whether the form's changes are saved, in a polite live region so each change is announced. */
export function SaveIndicator({
  state = 'IDLE',
  savedDurationMs = savedIndicatorDurationMs,
}: SaveIndicatorProps) {
  const { t } = useUiTranslation();
  const [savedExpired, setSavedExpired] = useState(false);
  useEffect(() => {
    setSavedExpired(false);
    if (state !== 'SAVED' || !Number.isFinite(savedDurationMs)) return;
    const timer = setTimeout(() => setSavedExpired(true), savedDurationMs);
    return () => clearTimeout(timer);
  }, [state, savedDurationMs]);
  const shown = state === 'IDLE' || (state === 'SAVED' && savedExpired) ? null : state;
  return (
    // The region stays mounted while its text changes: screen readers announce changes, not insertions.
    <div role="status" aria-live="polite" className={styles.indicator}>
      {shown ? (
        <>
          <span className={`${styles.icon} ${styles.iconTone[shown]}`} aria-hidden="true">
            {icons[shown]}
          </span>
          <span className={shown === 'ERROR' ? styles.errorText : undefined}>{t(`save.state.${shown}`)}</span>
        </>
      ) : null}
    </div>
  );
}
