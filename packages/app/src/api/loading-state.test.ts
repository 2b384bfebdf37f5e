import { describe, expect, it } from 'vitest';
import { type LoadingState, loadingStateOf } from './loading-state.ts';

describe('the data-loading state of a load', () => {
  it.each<{ what: string; query: Parameters<typeof loadingStateOf>[0]; state: LoadingState }>([
    {
      what: 'the first try under way',
      query: { status: 'pending', fetchStatus: 'fetching', failureCount: 0 },
      state: 'PENDING',
    },
    {
      what: 'paused while offline',
      query: { status: 'pending', fetchStatus: 'paused', failureCount: 0 },
      state: 'PENDING',
    },
    {
      what: 'a retry after a failed try',
      query: { status: 'pending', fetchStatus: 'fetching', failureCount: 1 },
      state: 'RETRYING',
    },
    {
      what: '"Try again" after giving up',
      query: { status: 'error', fetchStatus: 'fetching', failureCount: 3 },
      state: 'RETRYING',
    },
    { what: 'given up', query: { status: 'error', fetchStatus: 'idle', failureCount: 4 }, state: 'ERROR' },
    { what: 'loaded', query: { status: 'success', fetchStatus: 'idle', failureCount: 0 }, state: 'IDLE' },
    {
      what: 'a refresh behind loaded data',
      query: { status: 'success', fetchStatus: 'fetching', failureCount: 0 },
      state: 'IDLE',
    },
    {
      what: 'not asked for',
      query: { status: 'pending', fetchStatus: 'idle', failureCount: 0 },
      state: 'IDLE',
    },
  ])('R-STATE-029 $what is $state (one of PENDING, IDLE, ERROR, RETRYING)', ({ query, state }) => {
    expect(loadingStateOf(query)).toBe(state);
  });
});
