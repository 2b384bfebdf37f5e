import type { EndpointAnswer } from '@mobilise/contract';
import { endpointQueryOptions } from '../../../api/index.ts';
import { newestStartFirst } from '../memberships/membership-order.ts';

/** A person has few memberships: one page of this many holds them all. */
export const membershipsPerPage = 100;

const membershipsNewestFirst = (page: EndpointAnswer<'listMemberships'>) => newestStartFirst(page.data);

/**
 * The person's memberships (`member`), newest start first, as a profile lists them. A person's list is read by id
 * wherever the reader is, so it belongs to no organisation.
 */
export const membershipsOfPersonQueryOptions = (memberId: number) => ({
  ...endpointQueryOptions('listMemberships', { query: { member: memberId, per_page: membershipsPerPage } }),
  select: membershipsNewestFirst,
});
