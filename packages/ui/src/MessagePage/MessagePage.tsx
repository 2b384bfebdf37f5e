import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
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
      {/* The pages' own header, so the message has their type scale and the h1 the shell focuses. */}
      <PageHeader title={title} titleId="message-page-title" />
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

export const messageTextClass = styles.text;
