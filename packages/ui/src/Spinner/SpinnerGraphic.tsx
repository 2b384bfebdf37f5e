import * as styles from './Spinner.css.ts';

/** The turning arc alone, hidden from assistive technology: for places whose text already says what is happening. */
export function SpinnerGraphic() {
  return (
    <svg className={styles.graphic} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
