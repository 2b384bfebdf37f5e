import { lazy, Suspense } from 'react';
import * as styles from './InfoTip.css.ts';
import type { InfoTipProps } from './InfoTip.tsx';

// The tooltip's overlay and positioning code (about 6 KB gzip) loads with the first field that has an info
// text, so a page without one, such as sign-in, never carries it.
const InfoTip = lazy(() => import('./InfoTip.tsx').then((module) => ({ default: module.InfoTip })));

/**
 * InfoTip for a field: until its code has loaded, an inert "i" of the same size and look stands in its
 * place, so nothing moves when the button arrives.
 */
export function LazyInfoTip({ children }: InfoTipProps) {
  return (
    <Suspense
      fallback={
        <span className={styles.infoButton} aria-hidden="true">
          i
        </span>
      }
    >
      <InfoTip>{children}</InfoTip>
    </Suspense>
  );
}
