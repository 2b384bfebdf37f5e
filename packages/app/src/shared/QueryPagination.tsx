import { type PageInfo, Pagination } from '@mobilise/ui/Pagination';
import type { UseQueryResult } from '@tanstack/react-query';

export interface QueryPaginationProps {
  /** The query of a paged list: its data carries the paging fields. */
  query: Pick<UseQueryResult<PageInfo>, 'data' | 'isPlaceholderData'>;
  /** Asks for another page (1-based), e.g. by putting it in the URL. */
  onPageChange: (page: number) => void;
}

/**
 * The Pagination of a list's query, for a ListPage: nothing before the first page has come, and every
 * button disabled while another page loads in its place.
 */
export function QueryPagination({ query, onPageChange }: QueryPaginationProps) {
  if (!query.data) return null;
  return <Pagination page={query.data} onPageChange={onPageChange} isDisabled={query.isPlaceholderData} />;
}
