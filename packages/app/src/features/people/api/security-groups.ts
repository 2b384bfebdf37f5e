import { type PersonSecurityGroups, personSecurityGroupsPath } from '@mobilise/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';

/** Query keys of a person's security groups, per organisation (organisation second, one prefix clears it). */
export const personSecurityGroupKeys = {
  all: ['person-security-groups'] as const,
  detail: (organisationId: number, personId: number) =>
    [...personSecurityGroupKeys.all, organisationId, 'detail', personId] as const,
};

/** `GET api/organisations/{org_id}/person-profiles/{id}/security-groups`: the person's groups there. */
export const personSecurityGroupsQueryOptions = (organisationId: number, personId: number) =>
  queryOptions({
    queryKey: personSecurityGroupKeys.detail(organisationId, personId),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiRequest(personSecurityGroupsPath(organisationId, personId), {
        schema: trusted<PersonSecurityGroups>(),
        signal,
      }),
  });

/**
 * The `PUT` of the person's groups in the organisation; the saved groups replace the cached ones. Its
 * failure is shown by the page, not the generic error modal.
 */
export const useSavePersonSecurityGroups = (organisationId: number, personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: (securityGroupIds: number[]) =>
      apiRequest(personSecurityGroupsPath(organisationId, personId), {
        method: 'PUT',
        body: { securityGroupIds },
        schema: trusted<PersonSecurityGroups>(),
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(personSecurityGroupKeys.detail(organisationId, personId), saved),
  });
};
