import { type AriaProgressBarProps, useProgressBar } from 'react-aria/useProgressBar';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'label' | 'isIndeterminate'> {
  /** The visible label, which also names the bar for assistive technology. */
  label: string;
  /**
   * Shows the value text (e.g. "40%", or `valueLabel`) next to the label.
   * @default true
   */
  showValueLabel?: boolean;
}

/** How far `value` is from `minValue` to `maxValue`, in percent (a value outside the range counts as its end). */
const percentageOf = (value: number, minValue: number, maxValue: number) => {
  const range = maxValue - minValue;
  return range <= 0 ? 0 : ((Math.min(Math.max(value, minValue), maxValue) - minValue) / range) * 100;
};

/**
 * A determinate progress bar with a visible label and value text (for an indeterminate wait, use Spinner).
 * Built on react-aria's hook, as Spinner is (see there why).
 */
export function ProgressBar({ label, showValueLabel = true, ...props }: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100 } = props;
  const { progressBarProps, labelProps } = useProgressBar({ ...props, label });
  return (
    <div {...progressBarProps} className={styles.progressBar}>
      <span {...labelProps} className={styles.label}>
        {label}
      </span>
      {showValueLabel ? <span className={styles.value}>{progressBarProps['aria-valuetext']}</span> : <span />}
      <div className={styles.track}>
        <div className={styles.fill} style={{ width: `${percentageOf(value, minValue, maxValue)}%` }} />
      </div>
    </div>
  );
}
