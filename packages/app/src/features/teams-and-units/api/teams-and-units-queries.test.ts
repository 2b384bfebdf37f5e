import { QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterWrite } from '../../../api/endpoint-queries.ts';
import { createAppQueryClient } from '../../../api/query-client.ts';
import { teamsQueryOptions, unitsQueryOptions } from './teams-and-units-queries.ts';

const emptyPage = {
  data: [],
  total: 0,
  from: null,
  to: null,
  per_page: 9999,
  current_page: 1,
  last_page: 1,
  links: [],
  next_page_url: null,
  prev_page_url: null,
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-30T09:00:00Z'), toFake: ['Date'] });
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const everyOrganisation = { includeArchived: false, organisationId: null };
const lists: { name: string; list: QueryObserverOptions; path: string }[] = [
  { name: 'teams', list: teamsQueryOptions(everyOrganisation) as QueryObserverOptions, path: '/api/teams' },
  { name: 'units', list: unitsQueryOptions(everyOrganisation) as QueryObserverOptions, path: '/api/units' },
];

describe('the teams and units lists in the browser', () => {
  it.each(lists)(
    'R-CONST-003 the $name list is kept 60 s: a visit within 60 s asks nothing, one after 60 s asks again',
    async ({ list, path }) => {
      const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(emptyPage));
      vi.stubGlobal('fetch', fetch);
      const queryClient = createAppQueryClient(() => {});
      // A visit: the page's query mounts, shows the list and unmounts as the reader leaves.
      const visit = async () => {
        const observer = new QueryObserver(queryClient, list);
        const unsubscribe = observer.subscribe(() => {});
        await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
        unsubscribe();
      };
      const calls = () =>
        fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://app').pathname === path);

      await visit();
      expect(calls()).toHaveLength(1);

      vi.setSystemTime(new Date('2026-11-30T09:00:59Z'));
      await visit();
      expect(calls()).toHaveLength(1);

      vi.setSystemTime(new Date('2026-11-30T09:01:01Z'));
      await visit();
      expect(calls()).toHaveLength(2);
    },
  );

  it.each(lists)(
    'R-CONST-003 after a write the $name list is read again past the browser’s 60 s HTTP cache',
    async ({ list, path }) => {
      const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(emptyPage));
      vi.stubGlobal('fetch', fetch);
      const queryClient = createAppQueryClient(() => {});
      const cacheModes = () =>
        fetch.mock.calls
          .filter(([url]) => new URL(String(url), 'http://app').pathname === path)
          .map(([, init]) => init?.cache ?? 'default');
      await queryClient.fetchQuery(list);
      // A team created here: the lists it changes are marked invalid, and the next read must not take
      // the answer the browser kept from before the write.
      await refreshAfterWrite(queryClient, 'createTeam');
      await queryClient.fetchQuery(list);
      expect(cacheModes()).toEqual(['default', 'no-cache']);
    },
  );
});
