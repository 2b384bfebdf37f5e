import { signedOutPageMetaName } from '@mobilise/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from './api/current-user.ts';

/**
 * The server marks a page it answers to a request without a session cookie. There users/me could only
 * answer 404, which the app reads as "signed out" but the browser still logs as a failed request, so the
 * cache starts with no one signed in and start-up does not ask. The mark cannot go stale: every sign-in
 * loads the next page afresh (`enterApp`), and that page comes with the cookie.
 */
export const takeSignedOutMark = (
  queryClient: QueryClient,
  page: { querySelector(selectors: string): Element | null } = document,
): void => {
  if (page.querySelector(`meta[name="${signedOutPageMetaName}"]`) === null) return;
  queryClient.setQueryData(currentUserQueryOptions.queryKey, null);
};
