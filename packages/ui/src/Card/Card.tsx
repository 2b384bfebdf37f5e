import { type ReactNode, useId } from 'react';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './Card.css.ts';

export type CardHeadingLevel = 2 | 3 | 4;
export const cardHeadingLevels = allowedValues<CardHeadingLevel>()([2, 3, 4]);

export interface CardProps {
  /** The card's heading; it also names the card as a region. */
  heading?: ReactNode;
  /**
   * The heading's level in the page outline.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** Buttons or links beside the heading ("Edit"). */
  actions?: ReactNode;
  /** The card's content. */
  children: ReactNode;
}

/** A raised surface that groups related content, with an optional heading and actions. */
export function Card({ heading, headingLevel = 2, actions, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(heading || actions);
  return (
    <section className={styles.card} aria-labelledby={heading ? headingId : undefined}>
      {hasHeader ? (
        <div className={styles.header}>
          {heading ? (
            <Heading id={headingId} className={styles.heading}>
              {heading}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
