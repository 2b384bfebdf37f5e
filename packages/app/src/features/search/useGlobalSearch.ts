import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import type { SearchGroup } from '@mobilise/ui/GlobalSearchBox';
import { toLanguage } from '@mobilise/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { organisationsQueryOptions, useSignedInSession } from '../session/index.ts';
import {
  assignmentSearchQueryOptions,
  paperSearchQueryOptions,
  peopleSearchQueryOptions,
  requisitionSearchQueryOptions,
} from './api/search-queries.ts';
import { searchGroupsOf } from './search-groups.ts';

/** The namespace of the global search's texts. */
export const searchNamespace = 'search';

/**
 * The header search's `search(query, signal)`: the four calls at once through the query cache, their
 * answers as result groups. A query the box has moved on from is cancelled.
 */
export const useGlobalSearch = (): ((query: string, signal: AbortSignal) => Promise<SearchGroup[]>) => {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation(searchNamespace);
  const language = toLanguage(i18n.language);
  const organisationId = useSignedInSession()?.activeOrganisationId ?? null;
  return useCallback(
    async (query, signal) => {
      const searches = [
        peopleSearchQueryOptions(query),
        assignmentSearchQueryOptions(query),
        requisitionSearchQueryOptions(query),
        paperSearchQueryOptions(query),
      ] as const;
      signal.addEventListener('abort', () => {
        for (const { queryKey } of searches) void queryClient.cancelQueries({ queryKey, exact: true });
      });
      const [people, assignments, requisitions, papers, organisations] = await Promise.all([
        queryClient.fetchQuery(searches[0]),
        queryClient.fetchQuery(searches[1]),
        queryClient.fetchQuery(searches[2]),
        queryClient.fetchQuery(searches[3]),
        queryClient.ensureQueryData(organisationsQueryOptions),
      ]);
      return searchGroupsOf(
        { people, assignments, requisitions, papers },
        {
          query,
          organisations,
          organisationId,
          t: (key, values) => t(key, values),
          displayTimestamp: (value) => formatDisplayTimestamp(value, language),
        },
      );
    },
    [queryClient, t, language, organisationId],
  );
};
