import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What is empty, in a few words ("No files attached yet."). */
  title: ReactNode;
  /** A sentence on why, or what to do next. */
  children?: ReactNode;
  /** A button or link that fills the emptiness ("Add a file"). */
  action?: ReactNode;
}

/** What a list, table or search shows when it has nothing: a title, a sentence and maybe an action. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <p className={styles.title}>{title}</p>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
