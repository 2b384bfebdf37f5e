import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import * as styles from './BarChart.css.ts';

export interface BarChartDatum {
  /** Tells the bars apart; also the key. */
  id: string;
  /** What the bar counts ("Approved", "Jul 2027"). */
  label: string;
  /** A count, zero or more. */
  value: number;
}

export interface BarChartProps {
  /** Names the chart, shown above it and naming its table. */
  title: string;
  /** The bars, in the order shown. */
  data: readonly BarChartDatum[];
  /** The table's column headings, for screen readers: what the labels are and what the values count. */
  labelHeading: string;
  valueHeading: string;
  /** Writes a value in the reader's language ("1,284"). */
  formatValue?: (value: number) => string;
}

/**
 * A small horizontal bar chart drawn in plain SVG, one bar per datum scaled to the largest, each with its
 * label and figure written beside it. The drawing is hidden from assistive technology, which reads the
 * same numbers as a table instead; nothing here needs a chart library's script.
 */
export function BarChart({ title, data, labelHeading, valueHeading, formatValue = String }: BarChartProps) {
  const largest = Math.max(1, ...data.map(({ value }) => value));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <ul className={styles.bars} aria-hidden="true">
        {data.map(({ id, label, value }) => (
          <li key={id} className={styles.row}>
            <span className={styles.label}>{label}</span>
            <svg className={styles.track} focusable="false" role="presentation">
              <rect
                className={styles.bar}
                x="0"
                y="0"
                height="100%"
                width={`${(value / largest) * 100}%`}
                rx="2"
              />
            </svg>
            <span className={styles.value}>{formatValue(value)}</span>
          </li>
        ))}
      </ul>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {data.map(({ id, label, value }) => (
              <tr key={id}>
                <th scope="row">{label}</th>
                <td>{formatValue(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
