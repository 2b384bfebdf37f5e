import { type FullPersonProfile, personProfilesPath } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from './retry.ts';

/**
 * Query keys of person profiles, organisation second (STYLE.md). A profile read by its own person is not
 * an organisation's record, so its organisation slot is null and switching organisation keeps it.
 */
export const personProfileKeys = {
  all: ['personProfiles'] as const,
  details: () => [...personProfileKeys.all, null, 'detail'] as const,
  detail: (id: number) => [...personProfileKeys.details(), id] as const,
};

/** `GET api/person-profiles/{id}`: the full profile with its derived values (spec 01 §3, §7). */
export const personProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: personProfileKeys.detail(id),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiRequest(`${personProfilesPath}/${id}`, { schema: trusted<FullPersonProfile>(), signal }),
  });
