import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryStatesProps<Data> {
  query: UseQueryResult<Data>;
  /** Said when the load failed. */
  errorText: string;
  /** Said when there is nothing to show; a query that is not run (nothing to ask for) shows it too. */
  emptyText: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}

/** One section's loading, error (with a retry), empty and loaded states (spec 01 §8: a list shows its error state). */
export function QueryStates<Data>({
  query,
  errorText,
  emptyText,
  isEmpty,
  children,
}: QueryStatesProps<Data>) {
  if (query.status === 'error') {
    return <ErrorState onRetry={() => void query.refetch()}>{errorText}</ErrorState>;
  }
  if (query.status === 'pending') {
    return query.fetchStatus === 'idle' ? <EmptyState title={emptyText} /> : <LoadingState />;
  }
  return isEmpty(query.data) ? <EmptyState title={emptyText} /> : children(query.data);
}
