import {
  type Paged,
  type RequisitionRecord,
  type RequisitionSearchResult,
  requisitionsPath,
} from '@mobilise/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';
import type { ListSearch } from '../list-search.ts';

/** Query keys of the requisitions; they follow the caller's organisations, so the organisation slot is null. */
export const requisitionKeys = {
  all: ['requisitions'] as const,
  lists: () => [...requisitionKeys.all, null, 'list'] as const,
  list: (search: ListSearch, perPage: number) =>
    [...requisitionKeys.lists(), { ...search, perPage }] as const,
  detail: (publicId: number) => [...requisitionKeys.all, null, 'detail', publicId] as const,
};

/**
 * `GET api/requisitions?sort=-last_updated&search=…&page=…&per_page=…`: one page of the requisitions the
 * caller reaches, newest update first. The page shown stays while the next one loads.
 */
export const requisitionsQueryOptions = (search: ListSearch, perPage: number) =>
  queryOptions({
    queryKey: requisitionKeys.list(search, perPage),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(requisitionsPath, {
        query: {
          sort: '-last_updated',
          search: search.search || undefined,
          page: search.page,
          per_page: perPage,
        },
        schema: trusted<Paged<RequisitionSearchResult>>(),
        signal,
      }),
  });

/** `GET api/requisitions/{public_id}`: one requisition the caller reaches; 404 for any other. */
export const requisitionQueryOptions = (publicId: number) =>
  queryOptions({
    queryKey: requisitionKeys.detail(publicId),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiRequest(`${requisitionsPath}/${publicId}`, { schema: trusted<RequisitionRecord>(), signal }),
  });
