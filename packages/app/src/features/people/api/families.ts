import { endpointQueryOptions } from '../../../api/index.ts';

/** One family, with each member's current address when `withMemberCurrentAddresses`. */
export const familyQueryOptions = (id: number, withMemberCurrentAddresses = false) =>
  endpointQueryOptions('getFamily', {
    params: { id },
    query: { with_member_current_addresses: withMemberCurrentAddresses || undefined },
  });
