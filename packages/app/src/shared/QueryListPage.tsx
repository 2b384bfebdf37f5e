import { ListPage, type ListPageProps } from '@mobilise/ui/ListPage';
import type { PageInfo } from '@mobilise/ui/Pagination';
import { Table, type TableProps } from '@mobilise/ui/Table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useListRefresh } from '../api/useListRefresh.ts';
import { QueryPagination } from './QueryPagination.tsx';

export interface QueryListPageProps<Row extends { id: string | number }>
  extends Omit<ListPageProps, 'count' | 'countLabel' | 'pagination' | 'children'> {
  /** The list's query, one page of it: its total is the count, its paging fields the pagination. */
  query: UseQueryResult<PageInfo & { total: number }>;
  /** The count in the list's own words ("12 reviews"), already translated. */
  countLabel: (count: number) => string;
  /** Asks for another page (1-based), e.g. by putting it in the URL. */
  onPageChange: (page: number) => void;
  /** The table of the current page; its loading, failure and retry follow the query. */
  table: Omit<TableProps<Row>, 'isLoading' | 'error' | 'onRetry'>;
  /** What the table says when the list could not be read. */
  loadError: string;
}

/**
 * A ListPage over one paged, filtered query: its count, its pagination, and its table, which shows the
 * query loading, says when it failed and reads it again when asked (debounced, as every list's refresh).
 */
export function QueryListPage<Row extends { id: string | number }>({
  query,
  countLabel,
  onPageChange,
  table,
  loadError,
  ...page
}: QueryListPageProps<Row>) {
  const refresh = useListRefresh(query);
  const total = query.data?.total;
  return (
    <ListPage
      {...page}
      count={total}
      countLabel={total === undefined ? undefined : countLabel(total)}
      pagination={<QueryPagination query={query} onPageChange={onPageChange} />}
    >
      <Table
        {...table}
        isLoading={query.isPending}
        error={query.isError ? loadError : undefined}
        onRetry={refresh}
      />
    </ListPage>
  );
}
