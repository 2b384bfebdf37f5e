import { type EndpointAnswer, teamAndUnitListMaxAgeSeconds } from '@mobilise/contract';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { CallArguments, EndpointCall } from '../../../api/client.ts';
import { callEndpoint, endpointQueryOptions } from '../../../api/index.ts';

/** What a teams or units listing asks for: archived ones too or not, and one organisation's or all the reader's. */
export interface TeamOrUnitListFilter {
  includeArchived: boolean;
  /** Null: every organisation the reader reads (Teams, Units); a number: that one's (OrgTeams, OrgUnits). */
  organisationId: number | null;
}

/** The app asks for every team or unit at once: an organisation keeps tens of them, not thousands. */
const wholeList = 9999;

const listQuery = ({ includeArchived, organisationId }: TeamOrUnitListFilter) => ({
  include_archived: includeArchived || undefined,
  organisation: organisationId === null ? undefined : [organisationId],
  per_page: wholeList,
});

/**
 * A teams or units list as the browser keeps it (R-CONST-003): 60 s, as the server's
 * `Cache-Control: private, max-age=60` says, so a second visit within that time shows it without
 * asking again. After a write here the list is marked invalid and read again past the browser's HTTP
 * cache (`no-cache`), which would otherwise answer the list as it was before the write.
 */
function keptList<Name extends 'listTeams' | 'listUnits'>(name: Name, filter: TeamOrUnitListFilter) {
  const call = { query: listQuery(filter) } as unknown as EndpointCall<Name>;
  return {
    ...endpointQueryOptions(name, call),
    staleTime: teamAndUnitListMaxAgeSeconds * 1000,
    queryFn: ({ client, queryKey, signal }: QueryFunctionContext) =>
      callEndpoint(
        name,
        ...([
          { ...call, signal, cache: client.getQueryState(queryKey)?.isInvalidated ? 'no-cache' : 'default' },
        ] as CallArguments<Name>),
      ) as Promise<EndpointAnswer<Name>>,
  };
}

export const teamsQueryOptions = (filter: TeamOrUnitListFilter) => keptList('listTeams', filter);

export const unitsQueryOptions = (filter: TeamOrUnitListFilter) => keptList('listUnits', filter);

export const teamQueryOptions = (id: number) => endpointQueryOptions('getTeam', { params: { id } });

export const unitQueryOptions = (id: number) => endpointQueryOptions('getUnit', { params: { id } });

/** Every place the reader keeps; the list is short enough to show whole. */
export const geolocationsQueryOptions = () =>
  endpointQueryOptions('listGeolocations', { query: { per_page: wholeList } });

export const geolocationQueryOptions = (id: number) =>
  endpointQueryOptions('getGeolocation', { params: { id } });

/** The people a team names, for their names: one call for all of them. */
export const teamMembersQueryOptions = (ids: readonly number[]) =>
  endpointQueryOptions('listPersonProfiles', { query: { id: [...ids], per_page: Math.max(ids.length, 1) } });

/** An organisation's vision and strategy papers, which a team or unit may follow. */
export const organisationPapersQueryOptions = () =>
  endpointQueryOptions('listVisionStrategyPapers', { query: { per_page: wholeList } });
