import type { ReactNode } from 'react';
import { Stack } from '../Stack/Stack.tsx';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './PageFrame.css.ts';

export type PageFrameWidth = 'wide' | 'narrow';
export const pageFrameWidths = allowedValues<PageFrameWidth>()(['wide', 'narrow']);

export interface PageFrameProps {
  /**
   * The page's greatest width: `wide` (76rem) for lists and detail pages, `narrow` (48rem) for forms.
   * @default 'wide'
   */
  width?: PageFrameWidth;
  /** The page header, then the page's blocks, top to bottom. */
  children: ReactNode;
}

/** A page's outer frame: centred, at most `width` wide, its blocks 1.5rem (lg) apart. */
export function PageFrame({ width = 'wide', children }: PageFrameProps) {
  return (
    <div className={styles.frame[width]}>
      <Stack space="lg">{children}</Stack>
    </div>
  );
}
