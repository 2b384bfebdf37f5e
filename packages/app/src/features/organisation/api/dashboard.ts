import { endpointQueryOptions } from '../../../api/index.ts';

/** The counts the organisation's dashboard shows; its query goes when the organisation is switched away from. */
export const organisationDashboardQueryOptions = (organisationId: number) =>
  endpointQueryOptions(
    'getOrganisationDashboard',
    { params: { id: organisationId } },
    { organisation: organisationId, clientRetry: true },
  );
