import { useSearchParams } from 'react-router-dom';
import { type ListSearch, listSearchOf, listSearchQuery } from './list-search.ts';

/**
 * A listing's search, kept in the URL query so a reload, a shared link, Back or the global search's
 * "Show more" shows the same page. A new search goes back to page 1.
 */
export const useListSearch = () => {
  const [params, setParams] = useSearchParams();
  const listSearch = listSearchOf(params);
  const setListSearch = (change: Partial<ListSearch>) =>
    setParams(listSearchQuery({ ...listSearch, ...change, page: change.page ?? 1 }));
  return { listSearch, setListSearch };
};
