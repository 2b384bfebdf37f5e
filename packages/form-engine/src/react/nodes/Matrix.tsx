import type { MatrixHeader, Question as TemplateQuestion } from '@mobilise/contract';
import * as styles from './nodes.css.ts';
import { Question } from './Question.tsx';

const isHeader = (item: TemplateQuestion | MatrixHeader): item is MatrixHeader => !('input' in item);

/** Rows of items: questions side by side, and header items with an optional required marker. */
export function Matrix({ rows }: { rows: readonly (readonly (TemplateQuestion | MatrixHeader)[])[] }) {
  return (
    <div className={styles.matrix}>
      {rows.map((row, rowIndex) => (
        // Template rows have no ids and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={rowIndex} className={styles.matrixRow}>
          {row.map((item, itemIndex) =>
            isHeader(item) ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={itemIndex} className={styles.matrixHeader}>
                {item.header_text}
                {item.show_required_marker ? (
                  <span className={styles.requiredMarker} aria-hidden="true">
                    *
                  </span>
                ) : null}
              </p>
            ) : (
              <div key={item.input.fieldName} className={styles.matrixCell}>
                <Question question={item} />
              </div>
            ),
          )}
        </div>
      ))}
    </div>
  );
}
