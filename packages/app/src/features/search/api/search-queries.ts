import { searchResultsPerGroup } from '@mobilise/ui/GlobalSearchBox';
import { endpointQueryOptions } from '../../../api/index.ts';

// A failed search shows the generic error page at once, rather than after retries. The results
// follow the caller's organisations, not the active one, so the queries belong to no organisation.
const searchCache = { retry: false, staleTime: 30_000 } as const;

/** The people matching the query, with their status (`with_status`, as many as a group of results shows). */
export const peopleSearchQueryOptions = (query: string) => ({
  ...endpointQueryOptions('listPersonProfiles', {
    query: { with_status: true, per_page: searchResultsPerGroup, search: query },
  }),
  ...searchCache,
});

/**
 * The assignments matching the query among those the caller may see, latest start first. Asked afresh
 * each time: a receiving organisation loses an assignment the moment it is unshared (Z9), which another
 * user's change does not tell this browser's cache.
 */
export const assignmentSearchQueryOptions = (query: string) => ({
  ...endpointQueryOptions('listAssignments', { query: { per_page: searchResultsPerGroup, search: query } }),
  ...searchCache,
  staleTime: 0,
});

/** The requisitions matching the query that are still open, newest update first. */
export const requisitionSearchQueryOptions = (query: string) => ({
  ...endpointQueryOptions('listRequisitions', {
    query: {
      per_page: searchResultsPerGroup,
      sort: '-last_updated',
      exclude_availability: ['FULFILLED', 'RETRACTED'],
      search: query,
    },
  }),
  ...searchCache,
});

/** The vision and strategy papers matching the query, newest update first. */
export const paperSearchQueryOptions = (query: string) => ({
  ...endpointQueryOptions('listVisionStrategyPapers', {
    query: { per_page: searchResultsPerGroup, sort: '-last_updated', search: query },
  }),
  ...searchCache,
});
