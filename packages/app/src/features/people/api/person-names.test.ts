import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { userNamesQueryOptions } from './person-names.ts';

afterEach(() => vi.unstubAllGlobals());

const pageOf = (data: unknown[]) => ({
  data,
  total: data.length,
  from: 1,
  to: data.length,
  per_page: 9999,
  current_page: 1,
  last_page: 1,
  links: [],
  next_page_url: null,
  prev_page_url: null,
});

it('R-CONST-001 R-CALL-022 looks names up by user ids 9999 at a time, each user once, answering their names by user id', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        pageOf([
          { id: 21, userId: 5, firstName: 'Margaret', lastName: 'Osei' },
          { id: 22, userId: null, firstName: 'Kofi', lastName: 'Osei' },
        ]),
      ),
    ),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
  const options = userNamesQueryOptions([7, 5, 7]);
  const names = options.select(await new QueryClient().fetchQuery(options));
  expect([...names]).toEqual([[5, 'Margaret Osei']]);
  const [url] = vi.mocked(fetch).mock.calls[0] as unknown as [string];
  const requested = new URL(url, 'http://app.test');
  expect(requested.pathname).toBe('/api/person-profiles');
  expect(requested.searchParams.get('user')).toBe('5,7');
  expect(requested.searchParams.get('per_page')).toBe('9999');
});

it('asks nothing without user ids', () => {
  expect(userNamesQueryOptions([]).enabled).toBe(false);
});
