import { type Organisation, referenceListPaths } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { sessionKeys } from './session-keys.ts';

/** Every organisation, loaded at start-up on every page and cached for the session (spec 01 §9, 02 §2). */
export const organisationsQueryOptions = queryOptions({
  queryKey: sessionKeys.organisations(),
  queryFn: async ({ signal }) =>
    (
      await apiRequest(referenceListPaths.organisations, {
        schema: trusted<{ data: Organisation[] }>(),
        signal,
      })
    ).data,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
