import { keepPreviousData } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/index.ts';
import type { ListSearch } from '../list-search.ts';

/**
 * One page of the requisitions the caller reaches, newest update first (`sort=-last_updated`). They follow
 * the caller's organisations, not the active one. The page shown stays while the next one loads.
 */
export const requisitionsQueryOptions = (search: ListSearch, perPage: number) => ({
  ...endpointQueryOptions(
    'listRequisitions',
    {
      query: {
        sort: '-last_updated',
        search: search.search || undefined,
        page: search.page,
        per_page: perPage,
      },
    },
    { clientRetry: true },
  ),
  placeholderData: keepPreviousData,
});

/** One requisition the caller reaches; 404 for any other. */
export const requisitionQueryOptions = (publicId: number) =>
  endpointQueryOptions('getRequisition', { params: { public_id: publicId } });
