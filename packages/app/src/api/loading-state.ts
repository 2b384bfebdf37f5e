import type { UseQueryResult } from '@tanstack/react-query';

/** The data-loading states */
export const loadingStates = ['PENDING', 'IDLE', 'ERROR', 'RETRYING'] as const;
export type LoadingState = (typeof loadingStates)[number];

/**
 * A load's state in the product's words: PENDING on the first try, RETRYING once a try has failed and
 * another is under way (the client's own retries, or the user's "Try again"), ERROR when it gave up, IDLE
 * when nothing is being fetched (loaded, or not asked for). A refetch behind loaded data stays IDLE, so the
 * data stays in sight.
 */
export const loadingStateOf = ({
  status,
  fetchStatus,
  failureCount,
}: Pick<UseQueryResult, 'status' | 'fetchStatus' | 'failureCount'>): LoadingState => {
  if (status === 'success' || fetchStatus === 'idle') return status === 'error' ? 'ERROR' : 'IDLE';
  return status === 'error' || failureCount > 0 ? 'RETRYING' : 'PENDING';
};
