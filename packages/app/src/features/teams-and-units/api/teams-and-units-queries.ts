import { teamAndUnitListMaxAgeSeconds } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';

/** What a teams or units listing asks for: archived ones too or not, and one organisation's or all the reader's. */
export interface TeamOrUnitListFilter {
  includeArchived: boolean;
  /** Null: every organisation the reader reads (Teams, Units); a number: that one's (OrgTeams, OrgUnits). */
  organisationId: number | null;
}

/** The app asks for every team or unit at once: an organisation keeps tens of them, not thousands. */
const wholeList = 9999;

/**
 * R-CONST-003: the browser keeps the teams and units lists 60 s, as the server's `max-age` says; a
 * second visit within that time shows them without asking again. A change made here refreshes them at
 * once all the same (the writes invalidate both resources).
 */
const listKeptFor = { staleTime: teamAndUnitListMaxAgeSeconds * 1000 } as const;

const listQuery = ({ includeArchived, organisationId }: TeamOrUnitListFilter) => ({
  include_archived: includeArchived || undefined,
  organisation: organisationId === null ? undefined : [organisationId],
  per_page: wholeList,
});

export const teamsQueryOptions = (filter: TeamOrUnitListFilter) => ({
  ...endpointQueryOptions('listTeams', { query: listQuery(filter) }),
  ...listKeptFor,
});

export const unitsQueryOptions = (filter: TeamOrUnitListFilter) => ({
  ...endpointQueryOptions('listUnits', { query: listQuery(filter) }),
  ...listKeptFor,
});

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
