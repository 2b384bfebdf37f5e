import type { ReactNode } from 'react';
import * as styles from './MessagePage.css.ts';

export interface MessagePageProps {
  /** The page's one heading (an `h1`). */
  title: ReactNode;
  /** One or more paragraphs under the heading. */
  children?: ReactNode;
  /** Buttons or links offered to move on. */
  actions?: ReactNode;
}

/** A whole-page message (not found, deleted, something went wrong): heading, text, a way on. */
export function MessagePage({ title, children, actions }: MessagePageProps) {
  return (
    <section className={styles.page} aria-labelledby="message-page-title">
      <h1 id="message-page-title" className={styles.title}>
        {title}
      </h1>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

export const messageTextClass = styles.text;
