import { type Paged, type PersonProfileListItem, personProfilesPath } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';

/** Names lookups ask for every named person in one page (spec 01 §9). */
export const namesLookupPerPage = 9999;

/**
 * `GET api/person-profiles?user={ids}&per_page=9999` (spec 01 §7, §9): the names of the people behind
 * these users, by user id ("first last"); a user the reader may not see has no name here.
 */
export const userNamesQueryOptions = (userIds: readonly number[]) => {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['person-profiles', null, 'names', { user: ids }] as const,
    enabled: ids.length > 0,
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) => {
      const page = await apiRequest(personProfilesPath, {
        query: { user: ids, per_page: namesLookupPerPage },
        schema: trusted<Paged<PersonProfileListItem>>(),
        signal,
      });
      return new Map(
        page.data.flatMap((person) =>
          person.userId === null ? [] : [[person.userId, `${person.firstName} ${person.lastName}`] as const],
        ),
      );
    },
  });
};
