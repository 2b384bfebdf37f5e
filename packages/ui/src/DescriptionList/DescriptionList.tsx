import type { Key, ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './DescriptionList.css.ts';

export interface DescriptionItem {
  /** A stable key. */
  id: Key;
  /** The name of the value ("E-mail"). */
  term: ReactNode;
  /** The value; `null`, `undefined` or `''` show a muted "Not set", so the pair stays readable. */
  description: ReactNode;
}

export interface DescriptionListProps {
  /** The term and description pairs, in reading order. */
  items: readonly DescriptionItem[];
}

/** Term and value pairs (`dl`), one column on small screens and two from the md breakpoint. */
export function DescriptionList({ items }: DescriptionListProps) {
  const { t } = useUiTranslation();
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.id} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          {isUnset(item.description) ? (
            <dd className={styles.unsetDescription}>{t('descriptionList.notSet')}</dd>
          ) : (
            <dd className={styles.description}>{item.description}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}

const isUnset = (value: ReactNode) => value === null || value === undefined || value === '';
