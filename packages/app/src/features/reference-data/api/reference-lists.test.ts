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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a reference list', () => {
  it('R-CONST-002 is fetched once and kept for the session, however often and however late it is asked for', async () => {
    serverAnswering(() => Response.json({ data: countries }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queryClient = createAppQueryClient(() => {});
    expect(await queryClient.ensureQueryData(referenceListQueryOptions('countries'))).toEqual(countries);
    // A day later, with no screen showing the list in between.
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    vi.useRealTimers();
    expect(await queryClient.fetchQuery(referenceListQueryOptions('countries'))).toEqual(countries);
    expect(await queryClient.ensureQueryData(referenceListQueryOptions('countries'))).toEqual(countries);
    expect(vi.mocked(fetch)).toHaveBeenCalledOnce();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/countries');
  });

  it('R-ERROR-017 whose lookup fails is logged and rejects', async () => {
    serverAnswering(() =>
      Response.json({ code: 'server_error', message: 'Oops', requestId: 'r' }, { status: 500 }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createAppQueryClient(() => {});
    await expect(queryClient.ensureQueryData(referenceListQueryOptions('languages'))).rejects.toMatchObject({
      status: 500,
    });
    expect(logged).toHaveBeenCalledWith('Could not load ["reference-lists","languages"]', expect.anything());
  });
});
