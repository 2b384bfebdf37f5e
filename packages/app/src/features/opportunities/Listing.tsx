import type { Paged } from '@mobilise/contract';
import { EmptyState, ErrorState, LoadingState } from '@mobilise/ui/EmptyState';
import { Pagination } from '@mobilise/ui/Pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useListRefresh } from '../../api/useListRefresh.ts';
import * as pageStyles from '../../shared/list-page.css.ts';
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
 * A searched, paged listing of records the caller reaches: its heading, a search box kept in the URL, and
 * the rows, or a spinner, an empty or no-matches message, or an error with a retry.
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

  const results = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState onRetry={refresh}>{t(`${texts}.loadError`)}</ErrorState>;
    const items = query.data.data;
    if (items.length === 0) {
      return (
        <EmptyState
          title={
            listSearch.search ? t(`${texts}.noMatches`, { search: listSearch.search }) : t(`${texts}.empty`)
          }
        />
      );
    }
    return (
      <>
        <ul className={styles.rows} aria-label={t(`${texts}.listLabel`)}>
          {items.map((item) => (
            <li key={item.public_id} className={styles.row}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <Pagination
          page={query.data}
          onPageChange={(page) => setListSearch({ page })}
          isDisabled={query.isPlaceholderData}
        />
      </>
    );
  };

  return (
    <div className={pageStyles.page}>
      <div>
        <h1 className={pageStyles.title}>{t(`${texts}.title`)}</h1>
        <p className={pageStyles.intro}>{t(`${texts}.intro`)}</p>
      </div>
      <PeopleSearch
        label={t(`${texts}.searchLabel`)}
        search={listSearch.search}
        onSearch={(search) => setListSearch({ search })}
      />
      {results()}
    </div>
  );
}
