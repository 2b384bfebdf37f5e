import {
  type Paged,
  type VisionStrategyPaper,
  type VisionStrategyPaperRecord,
  visionStrategyPapersPath,
} from '@mobilise/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { retryUnlessRefused } from '../../my-aim/api/retry.ts';
import type { ListSearch } from '../list-search.ts';

/** Query keys of the vision and strategy papers; they follow the caller's organisations, so the organisation slot is null. */
export const visionStrategyPaperKeys = {
  all: ['visionStrategyPapers'] as const,
  lists: () => [...visionStrategyPaperKeys.all, null, 'list'] as const,
  list: (search: ListSearch, perPage: number) =>
    [...visionStrategyPaperKeys.lists(), { ...search, perPage }] as const,
  detail: (publicId: number) => [...visionStrategyPaperKeys.all, null, 'detail', publicId] as const,
};

/**
 * `GET /api/vision-strategy-papers?sort=-last_updated&search=…&page=…&per_page=…`: one page of the papers
 * the caller reaches, newest update first. The page shown stays while the next one loads.
 */
export const visionStrategyPapersQueryOptions = (search: ListSearch, perPage: number) =>
  queryOptions({
    queryKey: visionStrategyPaperKeys.list(search, perPage),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(visionStrategyPapersPath, {
        query: {
          sort: '-last_updated',
          search: search.search || undefined,
          page: search.page,
          per_page: perPage,
        },
        schema: trusted<Paged<VisionStrategyPaper>>(),
        signal,
      }),
  });

/** `GET /api/vision-strategy-papers/{public_id}`: one paper the caller reaches; 404 for any other. */
export const visionStrategyPaperQueryOptions = (publicId: number) =>
  queryOptions({
    queryKey: visionStrategyPaperKeys.detail(publicId),
    retry: retryUnlessRefused,
    queryFn: ({ signal }) =>
      apiRequest(`${visionStrategyPapersPath}/${publicId}`, {
        schema: trusted<VisionStrategyPaperRecord>(),
        signal,
      }),
  });
