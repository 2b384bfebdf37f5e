import type { EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';

/** Names lookups ask for every named person in one page. */
export const namesLookupPerPage = 9999;

/** The names of a page of people by user id ("first last"); a person without an account has none. */
const namesByUserId = (page: EndpointAnswer<'listPersonProfiles'>) =>
  new Map(
    page.data.flatMap((person) =>
      person.userId === null ? [] : [[person.userId, `${person.firstName} ${person.lastName}`] as const],
    ),
  );

/**
 * The names of the people behind these users (`user={ids}`, all in one page), by user id; a
 * user the reader may not see has no name here. Each user is asked for once, in a stable order, so the
 * same users share one query.
 */
export const userNamesQueryOptions = (userIds: readonly number[]) => {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  return {
    ...endpointQueryOptions('listPersonProfiles', { query: { user: ids, per_page: namesLookupPerPage } }),
    enabled: ids.length > 0,
    select: namesByUserId,
  };
};
