import type { QueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '../../guards/guard.ts';
import { currentUserQueryOptions } from './api/current-user.ts';
import { organisationsQueryOptions } from './api/organisations.ts';
import { signedInSessionOf } from './signed-in-session.ts';
import { storedActiveOrganisation } from './stored-active-organisation.ts';

/** The session for a loader: users/me and the organisations from the cache (fetched once), null when signed out. */
export const loadSession = async (queryClient: QueryClient): Promise<SignedInSession | null> => {
  const [user, organisations] = await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions),
    queryClient.ensureQueryData(organisationsQueryOptions),
  ]);
  return user === null ? null : signedInSessionOf(user, organisations, storedActiveOrganisation.read());
};
