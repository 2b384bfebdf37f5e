import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceLeadingTrailing } from './debounce.ts';
import { listRefreshDebounceMs } from './useListRefresh.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the list refresh debounce', () => {
  it('R-CONST-004 refreshes at once (leading edge) and once more 500 ms after a burst ends (trailing edge)', () => {
    expect(listRefreshDebounceMs).toBe(500);
    const refresh = vi.fn();
    const ask = debounceLeadingTrailing(refresh, listRefreshDebounceMs);
    ask();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    ask();
    vi.advanceTimersByTime(300);
    ask();
    vi.advanceTimersByTime(499);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a single ask refreshes once, and an ask after a quiet 500 ms refreshes at once again', () => {
    const refresh = vi.fn();
    const ask = debounceLeadingTrailing(refresh, listRefreshDebounceMs);
    ask();
    vi.advanceTimersByTime(500);
    expect(refresh).toHaveBeenCalledTimes(1);
    ask();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
