import {
  type ReviewSort,
  type ReviewStatus,
  type ReviewType,
  reviewSorts,
  reviewStatuses,
  reviewTypes,
} from '@mobilise/contract';
import { useSearchParams } from 'react-router-dom';

/** What a reviews list shows, as its URL keeps it (`?overdue=true&page=2`). */
export interface ReviewFilters {
  /** Any of these statuses; empty for all. */
  statuses: readonly ReviewStatus[];
  /** Any of these types; empty for all. */
  types: readonly ReviewType[];
  /** Only the overdue ones. */
  overdue: boolean;
  /** The reviews of this person, or null for anyone's (an organisation's list). */
  personId: number | null;
  sort: ReviewSort;
  /** 1-based. */
  page: number;
}

/** Oldest first: the reviews due soonest (or most overdue) lead. */
export const defaultReviewFilters: ReviewFilters = {
  statuses: [],
  types: [],
  overdue: false,
  personId: null,
  sort: 'date',
  page: 1,
};

const positiveInteger = (text: string | null): number | null => {
  const number = Number(text);
  return text !== null && Number.isSafeInteger(number) && number >= 1 ? number : null;
};

/** The filters a URL's query holds; anything unknown or malformed falls back to the default. */
export function reviewFiltersOf(params: URLSearchParams): ReviewFilters {
  const listed = (key: string) => params.get(key)?.split(',') ?? [];
  return {
    // In the order the list offers them, each once, so one choice has one URL.
    statuses: reviewStatuses.filter((status) => listed('status').includes(status)),
    types: reviewTypes.filter((type) => listed('type').includes(type)),
    overdue: params.get('overdue') === 'true',
    personId: positiveInteger(params.get('person')),
    sort: reviewSorts.find((each) => each === params.get('sort')) ?? defaultReviewFilters.sort,
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The URL query of the filters, leaving out what is at its default, so a plain list has a plain URL. */
export function reviewFiltersQuery(filters: ReviewFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.statuses.length > 0) query.status = filters.statuses.join(',');
  if (filters.types.length > 0) query.type = filters.types.join(',');
  if (filters.overdue) query.overdue = 'true';
  if (filters.personId !== null) query.person = String(filters.personId);
  if (filters.sort !== defaultReviewFilters.sort) query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** Whether any filter narrows the list (the order does not). */
export const isReviewListFiltered = (filters: ReviewFilters) =>
  filters.statuses.length > 0 || filters.types.length > 0 || filters.overdue || filters.personId !== null;

/**
 * A list's filters, kept in the URL query so a reload, a shared link or Back shows the same page (the
 * dashboard links to the overdue reviews this way). Changing any filter but the page goes back to page 1.
 */
export const useReviewFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = reviewFiltersOf(params);
  const setFilters = (change: Partial<ReviewFilters>) => {
    const page = change.page ?? 1;
    setParams(reviewFiltersQuery({ ...filters, ...change, page }));
  };
  return { filters, setFilters };
};
