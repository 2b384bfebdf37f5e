import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { SignedInSession } from '../../guards/guard.ts';
import { organisationsQueryOptions } from './api/organisations.ts';
import { signedInSessionOf } from './signed-in-session.ts';
import { storedActiveOrganisation } from './stored-active-organisation.ts';
import { useCurrentUser } from './useCurrentUser.ts';

/** What the guards and menus know about the signed-in user, as the shell renders it; null when signed out. */
export const useSignedInSession = (): SignedInSession | null => {
  const user = useCurrentUser();
  const { data: organisations } = useSuspenseQuery(organisationsQueryOptions);
  // The server's render has nothing stored (`prerender/`).
  const stored = useSyncExternalStore(
    storedActiveOrganisation.subscribe,
    storedActiveOrganisation.read,
    storedActiveOrganisation.read,
  );
  return useMemo(
    () => (user === null ? null : signedInSessionOf(user, organisations, stored)),
    [user, organisations, stored],
  );
};
