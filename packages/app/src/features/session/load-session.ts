import type { QueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '../../guards/guard.ts';
import { currentUserQueryOptions, fetchCurrentUser } from './api/current-user.ts';
import { organisationsQueryOptions } from './api/organisations.ts';
import { signedInSessionOf } from './signed-in-session.ts';
import { storedActiveOrganisation } from './stored-active-organisation.ts';

/**
 * users/me carries the page metadata (the feature flags, the banner), which an admin may change for every
 * user at any moment. A navigation goes on with the kept copy at once, and once that copy is older than
 * this reads users/me again behind the page, so the shell's banner and flag-gated menus follow by the
 * user's next navigation. The loaders of one navigation share that one read.
 */
export const currentUserFreshForMs = 2_000;

/**
 * Reads users/me again behind the page. A session that ended meanwhile reloads the page, which then
 * goes to sign in, as a 404 of users/me does before a generic error (01 §8); a failed read keeps the copy.
 */
const revalidateCurrentUser = (queryClient: QueryClient, reload: () => void) => {
  void queryClient
    .fetchQuery({
      ...currentUserQueryOptions,
      staleTime: currentUserFreshForMs,
      queryFn: async () => {
        const user = await fetchCurrentUser();
        if (user === null) {
          reload();
          throw new Error('The session has ended');
        }
        return user;
      },
    })
    .catch(() => {});
};

/** The session for a loader: users/me and the organisations from the cache (fetched once), null when signed out. */
export const loadSession = async (
  queryClient: QueryClient,
  reload: () => void = () => window.location.reload(),
): Promise<SignedInSession | null> => {
  const [user, organisations] = await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions),
    queryClient.ensureQueryData(organisationsQueryOptions),
  ]);
  if (user !== null) revalidateCurrentUser(queryClient, reload);
  return user === null ? null : signedInSessionOf(user, organisations, storedActiveOrganisation.read());
};
