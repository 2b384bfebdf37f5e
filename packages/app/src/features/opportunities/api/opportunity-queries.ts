import { keepPreviousData } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/index.ts';
import type { ListSearch } from '../list-search.ts';

/**
 * The page of a requisitions or papers list, newest update first. The global lists follow the caller's
 * organisations, not the active one; the per-organisation ones (OrgRequisitions…) name the organisation
 * of their URL, which is then part of their key.
 */
const listCall = (search: ListSearch, perPage: number, organisationId: number | null) => ({
  query: {
    sort: '-last_updated',
    search: search.search || undefined,
    page: search.page,
    per_page: perPage,
    organisation: organisationId === null ? undefined : [organisationId],
  },
});

/** These lists retry as the query client does by default, as they always have. */
const listOptions = { clientRetry: true } as const;

/** The page shown stays while the next one loads. */
export const requisitionsQueryOptions = (
  search: ListSearch,
  perPage: number,
  organisationId: number | null = null,
) => ({
  ...endpointQueryOptions('listRequisitions', listCall(search, perPage, organisationId), listOptions),
  placeholderData: keepPreviousData,
});

export const visionStrategyPapersQueryOptions = (
  search: ListSearch,
  perPage: number,
  organisationId: number | null = null,
) => ({
  ...endpointQueryOptions('listVisionStrategyPapers', listCall(search, perPage, organisationId), listOptions),
  placeholderData: keepPreviousData,
});

/** One requisition the caller reaches; 404 for any other. */
export const requisitionQueryOptions = (publicId: number) =>
  endpointQueryOptions('getRequisition', { params: { public_id: publicId } });

/** One paper the caller reaches; 404 for any other. */
export const visionStrategyPaperQueryOptions = (publicId: number) =>
  endpointQueryOptions('getVisionStrategyPaper', { params: { public_id: publicId } });
