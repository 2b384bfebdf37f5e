import { endpointQueryOptions } from '../../../api/index.ts';

/**
 * The full profile with its derived values. A profile read by its own person is not an
 * organisation's record, so it belongs to no organisation and switching organisation keeps it.
 */
export const personProfileQueryOptions = (id: number) =>
  endpointQueryOptions('getPersonProfile', { params: { id } });
