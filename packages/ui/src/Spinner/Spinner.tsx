import { ProgressBar } from 'react-aria-components/ProgressBar';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Spinner.css.ts';
import { SpinnerGraphic } from './SpinnerGraphic.tsx';

export { spinnerSizes } from './Spinner.css.ts';

export interface SpinnerProps {
  /**
   * What is loading, for assistive technology.
   * @default 'Loading…'
   */
  label?: string;
  /** @default 'md' */
  size?: (typeof styles.spinnerSizes)[number];
}

/** An indeterminate progress indicator (`role="progressbar"`); still when the user prefers reduced motion. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useUiTranslation();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? t('progress.loading')}
      className={`${styles.spinner} ${styles.size[size]}`}
    >
      <SpinnerGraphic />
    </ProgressBar>
  );
}
