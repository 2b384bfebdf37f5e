import { useEndpointMutation } from '../../../api/endpoint-mutations.ts';
import { endpointQueryOptions } from '../../../api/index.ts';

/** The person's security groups in the organisation; the query belongs to that organisation. */
export const personSecurityGroupsQueryOptions = (organisationId: number, personId: number) =>
  endpointQueryOptions(
    'getPersonSecurityGroups',
    { params: { org_id: organisationId, id: personId } },
    { organisation: organisationId },
  );

/**
 * Saves the person's groups in the organisation (`mutate({ params: { org_id, id }, body })`); their
 * groups, the person profiles and the current user (whose capabilities the groups may change) are read
 * again. Its failure is shown by the page, not the generic error modal.
 */
export const useSavePersonSecurityGroups = () =>
  useEndpointMutation('updatePersonSecurityGroups', { meta: { emitsErrorEvent: true } });
