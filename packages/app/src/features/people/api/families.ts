import { type FamilyRecord, familiesPath } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';

/**
 * Query keys of families, organisation second (STYLE.md). A family is read by id wherever the reader is,
 * so its organisation slot is null; a saved family form invalidates `details()`.
 */
export const familyKeys = {
  all: ['families'] as const,
  details: () => [...familyKeys.all, null, 'detail'] as const,
  detail: (id: number, withMemberCurrentAddresses: boolean) =>
    [...familyKeys.details(), id, { withMemberCurrentAddresses }] as const,
};

/**
 * `GET api/families/{id}` (spec 02 §7), with each member's current address when
 * `withMemberCurrentAddresses` (`?with_member_current_addresses=true`).
 */
export const familyQueryOptions = (id: number, withMemberCurrentAddresses = false) =>
  queryOptions({
    queryKey: familyKeys.detail(id, withMemberCurrentAddresses),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiRequest(`${familiesPath}/${id}`, {
        query: { with_member_current_addresses: withMemberCurrentAddresses || undefined },
        schema: trusted<FamilyRecord>(),
        signal,
      }),
  });
