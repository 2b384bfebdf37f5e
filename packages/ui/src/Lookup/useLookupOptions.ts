import { useEffect, useEffectEvent, useState } from 'react';

/** Lookups wait this long after the last keystroke before they ask for options ("Fetch debounce"). */
export const lookupDebounceMs = 200;

/** An option a lookup offers (an address, an assignment, a phone number, a person…). */
export interface LookupOption {
  value: string;
  label: string;
  /** A second line, e.g. the town of an address or the dates of an assignment. */
  description?: string;
}

/** Finds the options matching what was typed; should stop when `signal` aborts (a newer query replaced it). */
export type LoadLookupOptions = (query: string, signal: AbortSignal) => Promise<readonly LookupOption[]>;

export type LookupStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * The options for `query`, loaded `lookupDebounceMs` after it last changed; an older request is
 * aborted, so a slow answer never overwrites a newer one. Nothing loads while `query` is null.
 */
export function useLookupOptions(loadOptions: LoadLookupOptions, query: string | null) {
  const [result, setResult] = useState<{ status: LookupStatus; options: readonly LookupOption[] }>({
    status: 'idle',
    options: [],
  });
  // Callers often pass a new function each render: only a new query starts a new request.
  const load = useEffectEvent(loadOptions);
  useEffect(() => {
    if (query === null) return;
    setResult((previous) => ({ status: 'loading', options: previous.options }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setResult({ status: 'loaded', options });
        },
        () => {
          if (!controller.signal.aborted) setResult({ status: 'error', options: [] });
        },
      );
    }, lookupDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return result;
}
