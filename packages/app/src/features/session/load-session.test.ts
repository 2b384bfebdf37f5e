import type { CurrentUserResponse } from '@mobilise/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyMember } from '../my-aim/stories/index.ts';
import { currentUserQueryOptions } from './api/current-user.ts';
import { organisationsQueryOptions } from './api/organisations.ts';
import { currentUserFreshForMs, loadSession } from './load-session.ts';

/** The server: users/me answers `user` (a 404 for null), counting the calls. */
const serverAnswering = (user: CurrentUserResponse | null) => {
  const fetch = vi.fn(async () =>
    user === null
      ? Response.json({ code: 'not_signed_in', message: 'Not signed in', requestId: 'r' }, { status: 404 })
      : Response.json(user),
  );
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
  return fetch;
};

afterEach(() => vi.unstubAllGlobals());

/** A query client that read users/me (as `storyMember`) `ageMs` ago. */
const clientWithUserRead = (ageMs: number) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryOptions.queryKey, storyMember, { updatedAt: Date.now() - ageMs });
  queryClient.setQueryData(organisationsQueryOptions.queryKey, [{ id: 3, name: 'AIM Europe', code: 'EUR' }]);
  return queryClient;
};

const kept = (queryClient: QueryClient) => queryClient.getQueryData(currentUserQueryOptions.queryKey);

describe('the session a navigation loads', () => {
  const withBanner: CurrentUserResponse = {
    ...storyMember,
    page_metadata: { ...storyMember.page_metadata, banner: 'Office *closed* on Friday' },
  };

  it('R-SHELL-009 goes on with the kept users/me and reads it again behind, so a banner set meanwhile shows by the next navigation', async () => {
    const fetch = serverAnswering(withBanner);
    const queryClient = clientWithUserRead(currentUserFreshForMs + 1000);
    const session = await loadSession(queryClient, () => {});
    expect(session?.metadata.banner).toBe(storyMember.page_metadata.banner);
    await vi.waitFor(() => expect(kept(queryClient)).toEqual(withBanner));
    // The loaders of that navigation, and of one right after, share the read.
    await loadSession(queryClient, () => {});
    await loadSession(queryClient, () => {});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await loadSession(queryClient, () => {}))?.metadata.banner).toBe('Office *closed* on Friday');
  });

  it('reads nothing while the kept copy is fresh', async () => {
    const fetch = serverAnswering(withBanner);
    const queryClient = clientWithUserRead(0);
    await loadSession(queryClient, () => {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reloads the page (to sign in) when the session has ended meanwhile, keeping the copy until then', async () => {
    serverAnswering(null);
    const queryClient = clientWithUserRead(currentUserFreshForMs + 1000);
    const reload = vi.fn();
    await loadSession(queryClient, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(kept(queryClient)).toEqual(storyMember);
  });
});
