import { useSearchParams } from 'react-router-dom';
import {
  type ApplicationFilters,
  applicationFiltersOf,
  applicationFiltersQuery,
} from './application-filters.ts';

/**
 * The applications list's filters, kept in the URL query so a reload, a shared link or Back shows the
 * same page. Changing any filter but the page goes back to page 1.
 */
export const useApplicationFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = applicationFiltersOf(params);
  const setFilters = (change: Partial<ApplicationFilters>) => {
    const page = change.page ?? 1;
    setParams(applicationFiltersQuery({ ...filters, ...change, page }));
  };
  return { filters, setFilters };
};
