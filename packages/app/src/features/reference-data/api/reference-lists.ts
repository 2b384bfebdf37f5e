import {
  type ReferenceListName,
  type referenceListItemSchemas,
  referenceListPaths,
} from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';

/** One item of a reference list, as the contract types it. */
export type ReferenceListItem<Name extends ReferenceListName> = ReturnType<
  (typeof referenceListItemSchemas)[Name]['parse']
>;

/** Query keys of the reference lists of spec 01 §7; they belong to no organisation. */
export const referenceListKeys = {
  all: ['reference-lists'] as const,
  list: (name: ReferenceListName) => [...referenceListKeys.all, name] as const,
};

/**
 * A reference list (organisations, countries, languages, …), fetched once and kept for the session (spec
 * 01 §9). A failed fetch rejects, and the app's query cache logs it (spec 01 §8); a language switch
 * refetches it, since its names follow Accept-Language.
 */
export const referenceListQueryOptions = <Name extends ReferenceListName>(name: Name) =>
  queryOptions({
    queryKey: referenceListKeys.list(name),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(referenceListPaths[name], {
          schema: trusted<{ data: ReferenceListItem<Name>[] }>(),
          signal,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
