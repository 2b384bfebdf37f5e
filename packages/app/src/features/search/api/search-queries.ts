import {
  type Paged,
  type PersonProfileListItem,
  personProfilesPath,
  type RequisitionSearchResult,
  requisitionsPath,
  type VisionStrategyPaper,
  visionStrategyPapersPath,
} from '@mobilise/contract';
import { searchResultsPerGroup } from '@mobilise/ui/GlobalSearchBox';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';

/**
 * Query keys of the global search. The results follow the caller's organisations, not the active one, so
 * the organisation slot is null.
 */
export const searchKeys = {
  all: ['search'] as const,
  query: (query: string) => [...searchKeys.all, null, query] as const,
  people: (query: string) => [...searchKeys.query(query), 'people'] as const,
  requisitions: (query: string) => [...searchKeys.query(query), 'requisitions'] as const,
  papers: (query: string) => [...searchKeys.query(query), 'papers'] as const,
};

// A failed search shows the generic error page at once (spec 01 §8), rather than after retries.
const searchCache = { retry: false, staleTime: 30_000 } as const;

/** `GET api/person-profiles?with_status&per_page=5&search=` (spec 01 §7, §9). */
export const peopleSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.people(query),
    ...searchCache,
    queryFn: ({ signal }) =>
      apiRequest(personProfilesPath, {
        query: { with_status: true, per_page: searchResultsPerGroup, search: query },
        schema: trusted<Paged<PersonProfileListItem>>(),
        signal,
      }),
  });

/** `GET api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=` (spec 01 §7). */
export const requisitionSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.requisitions(query),
    ...searchCache,
    queryFn: ({ signal }) =>
      apiRequest(requisitionsPath, {
        query: {
          per_page: searchResultsPerGroup,
          sort: '-last_updated',
          exclude_availability: ['FULFILLED', 'RETRACTED'],
          search: query,
        },
        schema: trusted<Paged<RequisitionSearchResult>>(),
        signal,
      }),
  });

/** `GET /api/vision-strategy-papers?per_page=5&sort=-last_updated&search={query}` (spec 02 §7). */
export const paperSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchKeys.papers(query),
    ...searchCache,
    queryFn: ({ signal }) =>
      apiRequest(visionStrategyPapersPath, {
        query: { per_page: searchResultsPerGroup, sort: '-last_updated', search: query },
        schema: trusted<Paged<VisionStrategyPaper>>(),
        signal,
      }),
  });
