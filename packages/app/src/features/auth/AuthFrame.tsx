import { pageTitle } from '@mobilise/ui/typography';
import { type ReactNode, useId } from 'react';
import * as styles from './AuthFrame.css.ts';
import { AuthLanguageChoice } from './AuthLanguageChoice.tsx';

export interface AuthFrameProps {
  /** The screen's one heading. */
  title: ReactNode;
  /** A sentence under the heading saying what the screen is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** The narrow column every sign-in screen is laid out in: heading, introduction, content, and the interface language. */
export function AuthFrame({ title, intro, children }: AuthFrameProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={pageTitle}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
      <AuthLanguageChoice />
    </section>
  );
}
