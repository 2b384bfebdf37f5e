import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { debounceLeadingTrailing } from './debounce.ts';

/** List refresh is debounced by 500 ms, leading and trailing. */
export const listRefreshDebounceMs = 500;

/** Refreshes a list, debounced: the first ask fetches at once, a burst of asks one more time after it. */
export const useListRefresh = (query: Pick<UseQueryResult, 'refetch'>): (() => void) => {
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  const [refresh] = useState(() =>
    debounceLeadingTrailing(() => void latest.current.refetch(), listRefreshDebounceMs),
  );
  return refresh;
};
