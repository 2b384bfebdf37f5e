import type { QueryClient } from '@tanstack/react-query';

/**
 * What a route's own loader is handed as its `context` (router.tsx): the app's query cache, where the
 * start-up loads put the session, so a loader decides on it without asking the server again.
 */
export interface RouteLoaderContext {
  queryClient: QueryClient;
}
