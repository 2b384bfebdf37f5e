import { keepPreviousData } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/index.ts';
import type { ListSearch } from '../list-search.ts';

/**
 * One page of the vision and strategy papers the caller reaches, newest update first
 * (`sort=-last_updated`). They follow the caller's organisations, not the active one. The page shown stays
 * while the next one loads.
 */
export const visionStrategyPapersQueryOptions = (search: ListSearch, perPage: number) => ({
  ...endpointQueryOptions(
    'listVisionStrategyPapers',
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

/** One paper the caller reaches; 404 for any other. */
export const visionStrategyPaperQueryOptions = (publicId: number) =>
  endpointQueryOptions('getVisionStrategyPaper', { params: { public_id: publicId } });
