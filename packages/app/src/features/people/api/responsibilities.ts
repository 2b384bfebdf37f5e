import {
  type Paged,
  type PersonProfileListItem,
  type PersonResponsibilities,
  personProfilesPath,
  personResponsibilitiesPath,
  type ReassignResponsibilitiesBody,
} from '@mobilise/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';
import { namesLookupPerPage } from './person-names.ts';

/** Query keys of a person's responsibilities, read wherever the reader is (organisation null). */
const responsibilityKeys = {
  detail: (personId: number) => ['responsibilities', null, 'detail', personId] as const,
};

/** `GET api/person-profiles/{id}/responsibilities`: the positions of the person the reader may reassign. */
export const personResponsibilitiesQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: responsibilityKeys.detail(personId),
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(personResponsibilitiesPath(personId), {
          schema: trusted<PersonResponsibilities>(),
          signal,
        })
      ).responsibilities,
  });

/**
 * `GET api/person-profiles?organisation={id}&has_user=true&per_page=9999`: the people with an account (those
 * a position can go to) whom the organisation mobilises and the reader sees, all at once as names lookups
 * ask (spec 01 §9).
 */
export const organisationPeopleWithAccountsQueryOptions = (organisationId: number) =>
  queryOptions({
    queryKey: [
      'person-profiles',
      organisationId,
      'list',
      { organisation: organisationId, has_user: true },
    ] as const,
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(personProfilesPath, {
          query: { organisation: organisationId, has_user: true, per_page: namesLookupPerPage },
          schema: trusted<Paged<PersonProfileListItem>>(),
          signal,
        })
      ).data,
  });

/** The `PUT` of reassignments; the answer, the positions left, replaces the cached ones. The page shows its failure. */
export const useReassignResponsibilities = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: (reassignments: ReassignResponsibilitiesBody['reassignments']) =>
      apiRequest(personResponsibilitiesPath(personId), {
        method: 'PUT',
        body: { reassignments },
        schema: trusted<PersonResponsibilities>(),
      }),
    onSuccess: ({ responsibilities }) =>
      queryClient.setQueryData(responsibilityKeys.detail(personId), responsibilities),
  });
};
