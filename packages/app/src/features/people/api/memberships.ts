import { type Membership, membershipsPath, type Paged } from '@mobilise/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';
import { newestStartFirst } from '../memberships/membership-order.ts';

/** A person has few memberships: one page of this many holds them all. */
export const membershipsPerPage = 100;

/** Query keys of memberships; a person's list is read by id wherever the reader is (organisation null). */
export const membershipKeys = {
  all: ['memberships'] as const,
  lists: () => [...membershipKeys.all, null, 'list'] as const,
  list: (filters: { member: number }) => [...membershipKeys.lists(), filters] as const,
};

/** `GET api/memberships?member={id}` (spec 02 §7): the person's memberships, newest start first (§4). */
export const membershipsOfPersonQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: membershipKeys.list({ member: memberId }),
    retry: retryUnlessRefused,
    queryFn: async ({ signal }) =>
      newestStartFirst(
        (
          await apiRequest(membershipsPath, {
            query: { member: memberId, per_page: membershipsPerPage },
            schema: trusted<Paged<Membership>>(),
            signal,
          })
        ).data,
      ),
  });
