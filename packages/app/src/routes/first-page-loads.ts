import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, organisationsQueryOptions } from '../features/session/index.ts';
import { loadShellLayout } from '../shell/load-shell-layout.ts';
import { matchRoute } from './match-route.ts';

// A chunk that fails to load here fails again when the router asks for it, which reports it.
const ignoreFailure = () => {};

/**
 * Starts, while the language files load, what the first page waits for next (on a phone each step of the
 * chain costs a round trip): users/me and the organisations, which the start-up loader then joins, and
 * the page's code — at once for a public page; for a signed-in one, with the shell, once users/me names
 * someone, as a visitor without a session is sent to sign in instead.
 */
export const startFirstPageLoads = (queryClient: QueryClient, pathname: string) => {
  const { entry } = matchRoute(pathname);
  void queryClient.prefetchQuery(organisationsQueryOptions);
  if (entry.isPublic) {
    void queryClient.prefetchQuery(currentUserQueryOptions);
    entry.page?.().catch(ignoreFailure);
    return;
  }
  queryClient.fetchQuery(currentUserQueryOptions).then((user) => {
    if (user === null) return;
    loadShellLayout().catch(ignoreFailure);
    entry.page?.().catch(ignoreFailure);
  }, ignoreFailure);
};
