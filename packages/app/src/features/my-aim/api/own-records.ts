import type { QueryClient } from '@tanstack/react-query';
import { applicationsInProgressQueryOptions } from './applications.ts';
import { personProfileQueryOptions } from './person-profiles.ts';

/**
 * Loads the signed-in user's own person profile and applications in progress, unless already cached,
 * before a signed-in page first renders: the shell's tabs and My AIM sidebar and the dashboard's cards are
 * built from them, and when they arrived after the first render the page grew under the reader (on a
 * phone the cards stack, so each one pushed the next down). One attempt, so a failing server does not hold
 * the page: the page's own queries retry and show the failure. The dashboard's list with the appointed
 * applications is its own: its code and call stay off every other first page, the sign-in page's among
 * them, which has no room for them.
 */
export const prefetchOwnRecords = async (queryClient: QueryClient, profileId: number): Promise<void> => {
  const once = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;
  await Promise.all([
    queryClient.prefetchQuery({ ...personProfileQueryOptions(profileId), ...once }),
    queryClient.prefetchQuery({ ...applicationsInProgressQueryOptions(profileId), ...once }),
  ]);
};
