import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import type { SearchGroup } from '@mobilise/ui/GlobalSearchBox';
import { toLanguage } from '@mobilise/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { organisationsQueryOptions, useSignedInSession } from '../session/index.ts';
import {
  paperSearchQueryOptions,
  peopleSearchQueryOptions,
  requisitionSearchQueryOptions,
  searchKeys,
} from './api/search-queries.ts';
import { searchGroupsOf } from './search-groups.ts';

/** The namespace of the global search's texts. */
export const searchNamespace = 'search';

/**
 * The header search's `search(query, signal)`: the three calls at once through the query cache, their
 * answers as result groups. A query the box has moved on from is cancelled.
 */
export const useGlobalSearch = (): ((query: string, signal: AbortSignal) => Promise<SearchGroup[]>) => {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation(searchNamespace);
  const language = toLanguage(i18n.language);
  const organisationId = useSignedInSession()?.activeOrganisationId ?? null;
  return useCallback(
    async (query, signal) => {
      signal.addEventListener('abort', () => {
        void queryClient.cancelQueries({ queryKey: searchKeys.query(query) });
      });
      const [people, requisitions, papers, organisations] = await Promise.all([
        queryClient.fetchQuery(peopleSearchQueryOptions(query)),
        queryClient.fetchQuery(requisitionSearchQueryOptions(query)),
        queryClient.fetchQuery(paperSearchQueryOptions(query)),
        queryClient.ensureQueryData(organisationsQueryOptions),
      ]);
      return searchGroupsOf(
        { people, requisitions, papers },
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
