import {
  type Paged,
  type PersonProfileListItem,
  personProfilesExportPath,
  personProfilesPath,
} from '@mobilise/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveFile, trusted } from '../../../api/index.ts';
import { type PeopleFilters, peopleListQuery } from '../people-filters.ts';

/**
 * Query keys of an organisation's people lists, organisation second (STYLE.md), under the person
 * profiles' own prefix, so a change to a profile that clears `personProfiles` clears these lists too.
 */
export const organisationPeopleKeys = {
  all: ['personProfiles'] as const,
  lists: (organisationId: number) => [...organisationPeopleKeys.all, organisationId, 'list'] as const,
  list: (organisationId: number, filters: PeopleFilters, perPage: number) =>
    [...organisationPeopleKeys.lists(organisationId), { ...filters, perPage }] as const,
};

/**
 * `GET api/person-profiles?organisation=…&with_status&…`: one page of the organisation's people with their
 * status flags and member status. The page shown stays while the next one loads.
 */
export const organisationPeopleQueryOptions = (
  organisationId: number,
  filters: PeopleFilters,
  perPage: number,
) =>
  queryOptions({
    queryKey: organisationPeopleKeys.list(organisationId, filters, perPage),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(personProfilesPath, {
        query: {
          ...peopleListQuery(organisationId, filters),
          with_status: true,
          page: filters.page,
          per_page: perPage,
        },
        schema: trusted<Paged<PersonProfileListItem>>(),
        signal,
      }),
  });

/** The name the CSV is saved under when the server gives none, as the server names it. */
const fallbackFileName = () => `people-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Downloads the CSV of the list as filtered (every page, in the same order) through the API client, so a
 * refusal (429 when exporting too often, a 5xx) is an error the page words instead of a file holding it.
 * The page shows the failure itself.
 */
export const usePeopleExport = (organisationId: number) =>
  useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: async (filters: PeopleFilters) => {
      const { blob, fileName } = await apiDownload(personProfilesExportPath, {
        query: peopleListQuery(organisationId, filters),
      });
      saveFile(blob, fileName ?? fallbackFileName());
    },
  });
