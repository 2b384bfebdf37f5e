import { signedOutPageMetaName } from '@mobilise/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from './api/current-user.ts';
import { takeSignedOutMark } from './signed-out-page.ts';

/** A page whose head has, or has not, the server's signed-out mark. */
const pageWith = (isMarked: boolean) => ({
  querySelector: (selector: string) =>
    isMarked && selector === `meta[name="${signedOutPageMetaName}"]` ? ({} as Element) : null,
});

const serverAnswering = () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ code: 'not_found', message: 'Not found', requestId: 'r' }, { status: 404 }),
    ),
  );
  vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => {} });
  vi.stubGlobal('document', { cookie: '' });
};

afterEach(() => vi.unstubAllGlobals());

describe('a page the server marked as signed out', () => {
  it('starts with no one signed in, and the start-up load of users/me asks nothing', async () => {
    serverAnswering();
    const queryClient = new QueryClient();
    takeSignedOutMark(queryClient, pageWith(true));
    await expect(queryClient.ensureQueryData(currentUserQueryOptions)).resolves.toBeNull();
    await queryClient.prefetchQuery(currentUserQueryOptions);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unmarked page asks users/me as before', async () => {
    serverAnswering();
    const queryClient = new QueryClient();
    takeSignedOutMark(queryClient, pageWith(false));
    await expect(queryClient.ensureQueryData(currentUserQueryOptions)).resolves.toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/users/me']);
  });
});
