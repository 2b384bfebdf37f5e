import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadingStateOf } from '../api/loading-state.ts';
import { useListRefresh } from '../api/useListRefresh.ts';
import { useMyAimTranslation } from './useMyAimTranslation.ts';

export interface QueryStatesProps<Data> {
  query: UseQueryResult<Data>;
  /** Said when the load failed. */
  errorText: string;
  /** Said when there is nothing to show; a query that is not run (nothing to ask for) shows it too. */
  emptyText: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}

/**
 * One list's data-loading states: a spinner while pending or retrying, the error with a
 * debounced "Try again" (a list shows its error state; : refresh debounced), then the list
 * or its empty state.
 */
export function QueryStates<Data>({
  query,
  errorText,
  emptyText,
  isEmpty,
  children,
}: QueryStatesProps<Data>) {
  const { t } = useMyAimTranslation();
  const refresh = useListRefresh(query);
  switch (loadingStateOf(query)) {
    case 'PENDING':
      return <LoadingState />;
    case 'RETRYING':
      return <LoadingState>{t('shared.retrying')}</LoadingState>;
    case 'ERROR':
      return <ErrorState onRetry={refresh}>{errorText}</ErrorState>;
    case 'IDLE':
      return query.data === undefined || isEmpty(query.data) ? (
        <EmptyState title={emptyText} />
      ) : (
        children(query.data)
      );
  }
}
