import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointMutationOptions } from './endpoint-mutations.ts';
import {
  endpointQueryOptions,
  isQueryOfOrganisation,
  queryKeys,
  resourcesChangedBy,
} from './endpoint-queries.ts';
import { createAppQueryClient } from './query-client.ts';
import { retryUnlessRefused } from './retry.ts';

afterEach(() => vi.unstubAllGlobals());

/** A server that answers every call with `{}` (a 204 for writes), the calls it got in `fetch`'s mock. */
function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) =>
      init.method === 'GET' || init.method === undefined
        ? Response.json({})
        : new Response(null, { status: 204 }),
    ),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
}

describe('queryKeys', () => {
  it('keys a call by its resource, its organisation (null for none), its endpoint and what it sends', () => {
    expect(
      queryKeys.endpoint('getFamily', { params: { id: 4 }, query: { with_member_current_addresses: true } }),
    ).toEqual([
      'families',
      null,
      'getFamily',
      { params: { id: 4 }, query: { with_member_current_addresses: true } },
    ]);
    expect(queryKeys.endpoint('getOrganisationDashboard', { params: { id: 3 } }, 3)).toEqual([
      'organisation-dashboard',
      3,
      'getOrganisationDashboard',
      { params: { id: 3 }, query: null },
    ]);
    expect(queryKeys.endpoint('currentUser')).toEqual([
      'current-user',
      null,
      'currentUser',
      { params: null, query: null },
    ]);
  });

  it('leaves the signal out of the key: two loads of one call share one query', () => {
    const signal = new AbortController().signal;
    expect(queryKeys.endpoint('listFamilies', { query: { page: 2 }, signal })).toEqual(
      queryKeys.endpoint('listFamilies', { query: { page: 2 } }),
    );
  });

  it("puts a resource's queries under one prefix, and an organisation's under one predicate", () => {
    const key = queryKeys.endpoint('listPersonProfiles', { query: { organisation: 3 } }, 3);
    expect(key.slice(0, 1)).toEqual(queryKeys.resource('person-profiles'));
    expect(isQueryOfOrganisation(key, 3)).toBe(true);
    expect(isQueryOfOrganisation(key, 7)).toBe(false);
    expect(isQueryOfOrganisation(queryKeys.endpoint('getPersonProfile', { params: { id: 21 } }), 3)).toBe(
      false,
    );
  });
});

describe('endpointQueryOptions', () => {
  it('loads the call with the key of the factory, and does not retry a refusal', async () => {
    stubServer();
    const options = endpointQueryOptions('getFamily', { params: { id: 4 } });
    expect(options.queryKey).toEqual(queryKeys.endpoint('getFamily', { params: { id: 4 } }));
    expect(options.retry).toBe(retryUnlessRefused);
    await new QueryClient().fetchQuery(options);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/families/4');
  });

  it("with clientRetry leaves retrying to the query client's defaults", () => {
    const options = endpointQueryOptions('listRequisitions', {}, { clientRetry: true });
    expect('retry' in options).toBe(false);
  });
});

describe("a write's refresh", () => {
  /** A query of `name` in the cache, as a page once loaded it. */
  const cached = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.setQueryData(key, {});
  const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated;

  it('marks every list and detail of the resources the write changes as stale, and nothing else', async () => {
    stubServer();
    const queryClient = new QueryClient();
    const list = queryKeys.endpoint('listPersonProfiles', { query: { organisation: 3, page: 1 } }, 3);
    const detail = queryKeys.endpoint('getPersonProfile', { params: { id: 21 } });
    const family = queryKeys.endpoint('getFamily', { params: { id: 4 } });
    const requisitions = queryKeys.endpoint('listRequisitions', { query: { page: 1 } });
    for (const key of [list, detail, family, requisitions]) cached(queryClient, key);

    const save = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, 'updatePersonProfile'),
    );
    await save.mutate({ params: { id: 21 }, body: { answers: { lastName: 'Mensah' } } });

    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/person-profiles/21');
    expect(isStale(queryClient, list)).toBe(true);
    expect(isStale(queryClient, detail)).toBe(true);
    // The table says a profile's save changes families too (their members' names).
    expect(isStale(queryClient, family)).toBe(true);
    expect(isStale(queryClient, requisitions)).toBe(false);
  });

  it("refreshes before the caller's own onSuccess, so the caller sees what the server holds", async () => {
    stubServer();
    const queryClient = new QueryClient();
    const detail = queryKeys.endpoint('getPersonProfile', { params: { id: 21 } });
    cached(queryClient, detail);
    const onSuccess = vi.fn(() => expect(isStale(queryClient, detail)).toBe(true));
    const invite = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, 'invitePersonProfile', { onSuccess }),
    );
    await invite.mutate({ params: { id: 21 } });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('R-ERROR-024 a write whose caller takes its failure keeps the generic error modal shut; one without opens it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            code: 'validation_failed',
            message: 'Invalid',
            requestId: 'r',
            errors: { title: ['is required'] },
          },
          { status: 422 },
        ),
      ),
    );
    vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
    vi.stubGlobal('document', { cookie: '' });
    const openErrorModal = vi.fn();
    const queryClient = createAppQueryClient(openErrorModal);
    const shownInItsDialog = vi.fn();
    const handled = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, 'invitePersonProfile', { onError: shownInItsDialog }),
    );
    await handled.mutate({ params: { id: 21 } }).catch(() => undefined);
    expect(shownInItsDialog).toHaveBeenCalledWith(
      expect.objectContaining({ status: 422 }),
      expect.anything(),
      undefined,
      expect.anything(),
    );
    expect(openErrorModal).not.toHaveBeenCalled();

    const unhandled = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, 'invitePersonProfile'),
    );
    await unhandled.mutate({ params: { id: 21 } }).catch(() => undefined);
    expect(openErrorModal).toHaveBeenCalledOnce();
  });

  it('refreshes nothing when the write fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'x', message: 'No', requestId: 'r' }, { status: 422 })),
    );
    vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
    vi.stubGlobal('document', { cookie: '' });
    const queryClient = new QueryClient();
    const detail = queryKeys.endpoint('getPersonProfile', { params: { id: 21 } });
    cached(queryClient, detail);
    const invite = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, 'invitePersonProfile'),
    );
    await expect(invite.mutate({ params: { id: 21 } })).rejects.toMatchObject({ status: 422 });
    expect(isStale(queryClient, detail)).toBe(false);
  });

  it.each([
    ['invitePersonProfile', ['person-profiles']],
    ['reassignPersonResponsibilities', ['responsibilities', 'person-profiles']],
    ['updatePersonSecurityGroups', ['security-groups', 'person-profiles', 'current-user']],
    ['completeOnboarding', ['current-user']],
    ['enableCreativeAccess', ['current-user']],
  ] as const)('%s refreshes %j', (name, resources) => {
    expect(resourcesChangedBy(name)).toEqual(resources);
  });
});
