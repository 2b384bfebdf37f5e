import type { EndpointAnswer } from '@mobilise/contract';
import { useEndpointMutation } from '../../../api/endpoint-mutations.ts';
import { endpointQueryOptions } from '../../../api/index.ts';
import { namesLookupPerPage } from './person-names.ts';

const responsibilitiesOf = (answer: EndpointAnswer<'getPersonResponsibilities'>) => answer.responsibilities;

/** The positions of the person the reader may reassign, read wherever the reader is (no organisation). */
export const personResponsibilitiesQueryOptions = (personId: number) => ({
  ...endpointQueryOptions('getPersonResponsibilities', { params: { id: personId } }),
  select: responsibilitiesOf,
});

const peopleOfPage = (page: EndpointAnswer<'listPersonProfiles'>) => page.data;

/**
 * The people with an account (`has_user=true`: those a position can go to) whom the organisation mobilises
 * and the reader sees, all at once as names lookups ask. The query belongs to the
 * organisation.
 */
export const organisationPeopleWithAccountsQueryOptions = (organisationId: number) => ({
  ...endpointQueryOptions(
    'listPersonProfiles',
    { query: { organisation: organisationId, has_user: true, per_page: namesLookupPerPage } },
    { organisation: organisationId },
  ),
  select: peopleOfPage,
});

/**
 * Hands a person's positions on (`mutate({ params: { id }, body: { reassignments } })`); the person's
 * responsibilities and every person profiles query are read again, so the positions moved leave the list.
 * The page shows the failure.
 */
export const useReassignResponsibilities = () =>
  useEndpointMutation('reassignPersonResponsibilities', { meta: { emitsErrorEvent: true } });
