import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './EmptyState.css.ts';

export interface ErrorStateProps {
  /** What could not be done ("The attached files could not be loaded."). */
  children: ReactNode;
  /** Tries again; without it no button is shown. */
  onRetry?: () => void;
}

/** A load failure announced as an alert, with a "Try again" button when retrying makes sense. */
export function ErrorState({ children, onRetry }: ErrorStateProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.state}>
      <p role="alert" className={styles.errorMessage}>
        {children}
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('emptyState.retry')}
        </Button>
      ) : null}
    </div>
  );
}
