import {
  type ReferenceListName,
  referenceListEndpoints,
  type referenceListItemSchemas,
} from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, queryKeys } from '../../../api/index.ts';

type ListEndpoint = (typeof referenceListEndpoints)[ReferenceListName];

/** One item of a reference list, as the contract types it. */
export type ReferenceListItem<Name extends ReferenceListName> = ReturnType<
  (typeof referenceListItemSchemas)[Name]['parse']
>;

/**
 * A reference list (organisations, countries, languages, …), fetched once and kept for the session, as it
 * hardly ever changes; it belongs to no organisation. A failed fetch rejects, and the app's query cache
 * logs it; a language switch refetches it, since its names follow Accept-Language. The cache holds the
 * items themselves, as the loaders reading it with `ensureQueryData` use them.
 */
export const referenceListQueryOptions = <Name extends ReferenceListName>(name: Name) => {
  const endpoint: ListEndpoint = referenceListEndpoints[name];
  return queryOptions({
    queryKey: queryKeys.endpoint(endpoint),
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoint, { signal })).data as ReferenceListItem<Name>[],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
};
