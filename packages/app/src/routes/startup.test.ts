import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyMember, storyOrganisations } from '../features/my-aim/stories/index.ts';
import { currentUserQueryOptions, organisationsQueryOptions } from '../features/session/index.ts';
import { StartupLoadError, startupLoader } from './startup.ts';

const failure = (status: number) =>
  Response.json({ code: 'failed', message: 'Failed', requestId: 'r' }, { status });

/** The server's answers at start-up: users/me and the organisations. */
const serverAnswering = (answers: { usersMe: () => Response; organisations: () => Response }) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/users/me' ? answers.usersMe() : answers.organisations())),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
};

const signedIn = () => Response.json(storyMember);
const organisations = () => Response.json({ data: storyOrganisations });

afterEach(() => vi.unstubAllGlobals());

describe('start-up', () => {
  it('R-STARTUP-002 R-STARTUP-003 refreshes the current user and loads the organisations, once each', async () => {
    serverAnswering({ usersMe: signedIn, organisations });
    const queryClient = new QueryClient();
    await expect(startupLoader(queryClient)()).resolves.toBeNull();
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => url)
        .sort(),
    ).toEqual(['/api/organisations', '/api/users/me']);
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toEqual(storyMember);
    expect(queryClient.getQueryData(organisationsQueryOptions.queryKey)).toEqual(storyOrganisations);
  });

  it('R-STARTUP-005 tolerates a 404 from the user refresh silently: no one is signed in', async () => {
    serverAnswering({ usersMe: () => failure(404), organisations });
    const queryClient = new QueryClient();
    await expect(startupLoader(queryClient)()).resolves.toBeNull();
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toBeNull();
  });

  it.each([500, 502, 401])(
    'R-STARTUP-006 fails with a StartupLoadError when the user refresh answers %i',
    async (status) => {
      serverAnswering({ usersMe: () => failure(status), organisations });
      await expect(startupLoader(new QueryClient())()).rejects.toBeInstanceOf(StartupLoadError);
    },
  );

  it('R-STARTUP-007 fails with a StartupLoadError when the organisations do not load', async () => {
    serverAnswering({ usersMe: signedIn, organisations: () => failure(500) });
    await expect(startupLoader(new QueryClient())()).rejects.toBeInstanceOf(StartupLoadError);
  });
});
