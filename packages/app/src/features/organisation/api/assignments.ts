import { arrivingSoonDays } from '@mobilise/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/index.ts';

/** The organisation area's assignment lists: Inbound's two and Outbound. */
export type OrganisationAssignmentList = 'interested' | 'arrivingSoon' | 'outbound';

/** What each list asks `api/assignments` for, for the organisation `organisationId`. */
export const organisationAssignmentsQuery = (list: OrganisationAssignmentList, organisationId: number) => {
  switch (list) {
    // People interested in the organisation's requisitions: potential assignments another organisation
    // explores for it and has shared with it.
    case 'interested':
      return {
        received_by: [organisationId],
        status: ['POTENTIAL'],
        is_shared_with_receiving_organisation: true,
        is_abandoned: false,
      };
    // Planned or active assignments it receives whose start falls in the next 90 days, soonest first.
    case 'arrivingSoon':
      return {
        received_by: [organisationId],
        status: ['PLANNED', 'ACTIVE'],
        is_abandoned: false,
        starts_within_days: arrivingSoonDays,
        sort: 'start',
      };
    // Its people on or going to assignments it explored for other organisations, latest start first.
    case 'outbound':
      return {
        explored_by: [organisationId],
        exclude_received_by: [organisationId],
        status: ['PLANNED', 'ACTIVE'],
        is_abandoned: false,
      };
  }
};

/**
 * One page of one of the organisation's assignment lists. The query belongs to the organisation, so
 * switching away from it removes it; the page shown stays while the next one loads.
 */
export const organisationAssignmentsQueryOptions = (
  list: OrganisationAssignmentList,
  organisationId: number,
  page: number,
  perPage: number,
) => ({
  ...endpointQueryOptions(
    'listAssignments',
    { query: { ...organisationAssignmentsQuery(list, organisationId), page, per_page: perPage } },
    { organisation: organisationId, clientRetry: true },
  ),
  placeholderData: keepPreviousData,
});
