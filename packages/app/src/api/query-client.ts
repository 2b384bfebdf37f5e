import { type Mutation, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The caller shows this change's failure itself, from the mutation's own error ("an
       * error event if configured"), so the generic error modal stays shut.
       */
      emitsErrorEvent?: boolean;
    };
  }
}

/**
 * The store error action: a change that failed opens the generic error modal, unless its
 * mutation is configured to emit its error to its caller instead.
 */
export const storeErrorAction =
  (openErrorModal: () => void) =>
  (_error: unknown, _variables: unknown, _onMutateResult: unknown, mutation: Mutation<unknown, unknown>) => {
    if (!mutation.meta?.emitsErrorEvent) openErrorModal();
  };

/**
 * The app's one cache of server data. A load that fails (a listing, a reference list) emits its error
 * here once its retries are spent, and it is logged with the load's query key, whatever the screen shows
 * for it; a change that fails goes to the store error action.
 */
export const createAppQueryClient = (openErrorModal: () => void) =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Could not load ${JSON.stringify(query.queryKey)}`, error),
    }),
    mutationCache: new MutationCache({ onError: storeErrorAction(openErrorModal) }),
  });
