import { useProgressBar } from 'react-aria/useProgressBar';
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
  size?: styles.SpinnerSize;
}

/**
 * An indeterminate progress indicator (`role="progressbar"`); still when the user prefers reduced motion.
 * Built on react-aria's hook rather than its ProgressBar component: that component's module also holds the
 * context every react-aria Button imports, so using it put the progress code on every page with a button.
 */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useUiTranslation();
  const { progressBarProps } = useProgressBar({
    isIndeterminate: true,
    'aria-label': label ?? t('progress.loading'),
  });
  return (
    <div {...progressBarProps} className={`${styles.spinner} ${styles.size[size]}`}>
      <SpinnerGraphic />
    </div>
  );
}
