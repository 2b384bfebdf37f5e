import { useSearchParams } from 'react-router-dom';
import { type PeopleFilters, peopleFiltersOf, peopleFiltersQuery } from './people-filters.ts';

/**
 * The people list's filters, kept in the URL query so a reload, a shared link or Back shows the same
 * page. Changing any filter but the page goes back to page 1.
 */
export const usePeopleFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = peopleFiltersOf(params);
  const setFilters = (change: Partial<PeopleFilters>) => {
    const page = change.page ?? 1;
    setParams(peopleFiltersQuery({ ...filters, ...change, page }));
  };
  return { filters, setFilters };
};
