import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic.tsx';
import * as styles from './EmptyState.css.ts';

export interface LoadingStateProps {
  /**
   * What is happening.
   * @default "Loading…"
   */
  children?: ReactNode;
}

/** A spinner with text in a polite live region, for anything that is still loading. */
export function LoadingState({ children }: LoadingStateProps) {
  const { t } = useUiTranslation();
  return (
    <span role="status" className={styles.inline}>
      <span className={styles.spinner}>
        <SpinnerGraphic />
      </span>
      {children ?? t('emptyState.loading')}
    </span>
  );
}
