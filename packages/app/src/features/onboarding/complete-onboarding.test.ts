import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { endpointMutationOptions } from '../../api/endpoint-mutations.ts';
import { storyMember } from '../my-aim/stories/index.ts';
import { currentUserQueryOptions } from '../session/index.ts';

afterEach(() => vi.unstubAllGlobals());

it('R-CALL-006 completing onboarding sends PUT /api/users/me/complete-onboarding with no body, then reads users/me again', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryOptions.queryKey, storyMember);
  // The mutation useOnboarding makes when the last step is visited.
  await new MutationObserver(queryClient, endpointMutationOptions(queryClient, 'completeOnboarding')).mutate(
    {},
  );
  const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/users/me/complete-onboarding');
  expect(init.method).toBe('PUT');
  expect(init.body).toBeUndefined();
  // The shell learns that the onboarding has ended from users/me, which is now to be read again.
  expect(queryClient.getQueryState(currentUserQueryOptions.queryKey)?.isInvalidated).toBe(true);
});
