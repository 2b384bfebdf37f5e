import type { Paged } from '@mobilise/contract';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { ListPage } from '@mobilise/ui/ListPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { Pagination } from '@mobilise/ui/Pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useListRefresh } from '../../api/useListRefresh.ts';
import { PeopleSearch } from '../organisation/index.ts';
import type { ListSearch } from './list-search.ts';
import * as styles from './opportunities.css.ts';
import { useOpportunitiesTranslation } from './useOpportunitiesTranslation.ts';

export interface ListingProps<Item extends { public_id: string }> {
  /** Which listing's texts to show. */
  texts: 'requisitions' | 'papers';
  /** The search in the URL and how to change it (`useListSearch`). */
  listSearch: ListSearch;
  setListSearch: (change: Partial<ListSearch>) => void;
  /** The page of records the search asked for. */
  query: UseQueryResult<Paged<Item>>;
  /** One record's row: a link to it and what tells it apart. */
  renderItem: (item: Item) => ReactNode;
}

/**
 * A searched, paged listing of records the caller reaches, on the list template: its heading, a search
 * box kept in the URL, how many records match, and the rows, or a spinner, an empty or no-matches
 * message (which offers to clear the search), or an error with a retry.
 */
export function Listing<Item extends { public_id: string }>({
  texts,
  listSearch,
  setListSearch,
  query,
  renderItem,
}: ListingProps<Item>) {
  const { t } = useOpportunitiesTranslation();
  const refresh = useListRefresh(query);
  const count = query.data?.total;

  const results = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t(`${texts}.loadError`)}</ErrorState>;
    return (
      <ul className={styles.rows} aria-label={t(`${texts}.listLabel`)}>
        {query.data.data.map((item) => (
          <li key={item.public_id} className={styles.row}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <ListPage
      header={<PageHeader title={t(`${texts}.title`)} subtitle={t(`${texts}.intro`)} />}
      filters={
        <PeopleSearch
          label={t(`${texts}.searchLabel`)}
          search={listSearch.search}
          onSearch={(search) => setListSearch({ search })}
        />
      }
      count={count}
      countLabel={count === undefined ? undefined : t(`${texts}.count`, { count })}
      hasActiveFilters={listSearch.search !== ''}
      onClearFilters={() => setListSearch({ search: '' })}
      emptyState={<EmptyState title={t(`${texts}.empty`)} />}
      pagination={
        query.data ? (
          <Pagination
            page={query.data}
            onPageChange={(page) => setListSearch({ page })}
            isDisabled={query.isPlaceholderData}
          />
        ) : null
      }
    >
      {results()}
    </ListPage>
  );
}
