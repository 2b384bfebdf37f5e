import { Label } from 'react-aria-components/Label';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children' | 'isIndeterminate'> {
  /** The visible label, which also names the bar for assistive technology. */
  label: string;
  /**
   * Shows the value text (e.g. "40%", or `valueLabel`) next to the label.
   * @default true
   */
  showValueLabel?: boolean;
}

/** A determinate progress bar with a visible label and value text (for an indeterminate wait, use Spinner). */
export function ProgressBar({ label, showValueLabel = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.progressBar}>
      {({ percentage, valueText }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          {showValueLabel ? <span className={styles.value}>{valueText}</span> : <span />}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
