import type { ReactNode } from 'react';
import { Card } from '../Card/Card.tsx';
import * as styles from './DetailSection.css.ts';

export interface DetailSectionProps {
  /** The section's name, an `h2` that also names the section as a region. */
  title: ReactNode;
  /** A sentence under the title on what the section holds. @default undefined */
  description?: ReactNode;
  /** Buttons or links beside the title ("Edit"). @default undefined */
  actions?: ReactNode;
  /** The section's content, usually a `DescriptionList`. */
  children: ReactNode;
}

/** One titled part of a detail page, on a raised surface, with its own actions in its header. */
export function DetailSection({ title, description, actions, children }: DetailSectionProps) {
  return (
    <Card heading={title} headingLevel={2} actions={actions}>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </Card>
  );
}
