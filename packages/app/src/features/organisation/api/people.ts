import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../api/download.ts';
import { endpointQueryOptions, saveFile } from '../../../api/index.ts';
import { type PeopleFilters, peopleListQuery } from '../people-filters.ts';

/**
 * One page of the organisation's people with their status flags and member status (`with_status`). The
 * query belongs to the organisation, so switching away from it removes it; as a person profiles query, a
 * change to a profile refreshes it. The page shown stays while the next one loads.
 */
export const organisationPeopleQueryOptions = (
  organisationId: number,
  filters: PeopleFilters,
  perPage: number,
) => ({
  ...endpointQueryOptions(
    'listPersonProfiles',
    {
      query: {
        ...peopleListQuery(organisationId, filters),
        with_status: true,
        page: filters.page,
        per_page: perPage,
      },
    },
    { organisation: organisationId, clientRetry: true },
  ),
  placeholderData: keepPreviousData,
});

/** The name the CSV is saved under when the server gives none, as the server names it. */
const fallbackFileName = () => `people-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Downloads the CSV of the list as filtered (every page, in the same order) through the API client, so a
 * refusal (429 when exporting too often, a 5xx) is an error the page words instead of a file holding it.
 * The page shows the failure itself. A download changes nothing, so it refreshes no query.
 */
export const usePeopleExport = (organisationId: number) =>
  useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: async (filters: PeopleFilters) => {
      const { blob, fileName } = await downloadEndpoint('exportPersonProfiles', {
        query: peopleListQuery(organisationId, filters),
      });
      saveFile(blob, fileName ?? fallbackFileName());
    },
  });
