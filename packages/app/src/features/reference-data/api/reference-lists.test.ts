import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../../api/query-client.ts';
import { referenceListQueryOptions } from './reference-lists.ts';

const countries = [
  { code: 'KE', name: 'Kenya' },
  { code: 'PE', name: 'Peru' },
];

const serverAnswering = (response: () => Response) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a reference list', () => {
  it('R-CONST-002 is fetched once and kept for the session, however often and however late it is asked for', async () => {
    serverAnswering(() => Response.json({ data: countries }));
    // The clock stays fake for the whole test, so the cache judges freshness and garbage collection by the
    // day that has passed, not by the few milliseconds the test really took.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queryClient = createAppQueryClient(() => {});
    const countriesQuery = referenceListQueryOptions('countries');
    expect(await queryClient.ensureQueryData(countriesQuery)).toEqual(countries);
    // A day later, with no screen showing the list in between.
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(queryClient.getQueryCache().find({ queryKey: countriesQuery.queryKey })?.isStale()).toBe(false);
    expect(await queryClient.fetchQuery(countriesQuery)).toEqual(countries);
    expect(await queryClient.ensureQueryData(countriesQuery)).toEqual(countries);
    await queryClient.prefetchQuery(countriesQuery);
    expect(vi.mocked(fetch)).toHaveBeenCalledOnce();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/countries');
    // Within a session only an invalidation makes it stale (a language switch invalidates every query,
    // since the names follow Accept-Language); then the next ask fetches it again, once.
    await queryClient.invalidateQueries({ queryKey: countriesQuery.queryKey, refetchType: 'none' });
    expect(await queryClient.fetchQuery(countriesQuery)).toEqual(countries);
    expect(await queryClient.fetchQuery(countriesQuery)).toEqual(countries);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
    // A new session starts with a new cache, which fetches it again.
    expect(await createAppQueryClient(() => {}).ensureQueryData(countriesQuery)).toEqual(countries);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
  });

  it('R-ERROR-017 whose lookup fails is logged and rejects', async () => {
    serverAnswering(() =>
      Response.json({ code: 'server_error', message: 'Oops', requestId: 'r' }, { status: 500 }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createAppQueryClient(() => {});
    const languages = referenceListQueryOptions('languages');
    await expect(queryClient.ensureQueryData(languages)).rejects.toMatchObject({ status: 500 });
    expect(logged).toHaveBeenCalledWith(
      'Could not load ["reference-lists",null,"listLanguages",{"params":null,"query":null}]',
      expect.anything(),
    );
    expect(JSON.stringify(languages.queryKey)).toBe(
      '["reference-lists",null,"listLanguages",{"params":null,"query":null}]',
    );
  });
});
