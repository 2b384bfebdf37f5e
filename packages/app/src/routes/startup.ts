import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, organisationsQueryOptions } from '../features/session/index.ts';

/** A load of the start-up failed; the root error boundary shows it as the generic error modal. */
export class StartupLoadError extends Error {
  override name = 'StartupLoadError';
}

/**
 * Start-up, before the first page: the current user is refreshed and the organisations are
 * loaded. A 404 from users/me means no one is signed in, which is no failure: a public page shows as it
 * is, any other sends the visitor to sign in (its authenticated loader). Any other failure of either
 * load throws a StartupLoadError.
 */
export const startupLoader = (queryClient: QueryClient) => async (): Promise<null> => {
  try {
    await Promise.all([
      queryClient.ensureQueryData(currentUserQueryOptions),
      queryClient.ensureQueryData(organisationsQueryOptions),
    ]);
  } catch (error) {
    throw new StartupLoadError('The start-up loads failed', { cause: error });
  }
  return null;
};
