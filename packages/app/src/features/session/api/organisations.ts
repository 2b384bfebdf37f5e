import { organisationSchema, referenceListPaths, referenceListSchema } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/index.ts';
import { sessionKeys } from './session-keys.ts';

const organisationsAnswerSchema = referenceListSchema(organisationSchema);

/** Every organisation, loaded at start-up on every page and cached for the session (spec 01 §9, 02 §2). */
export const organisationsQueryOptions = queryOptions({
  queryKey: sessionKeys.organisations(),
  queryFn: async ({ signal }) =>
    (await apiRequest(referenceListPaths.organisations, { schema: organisationsAnswerSchema, signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
