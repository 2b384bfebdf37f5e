import {
  type EducationPlanSort,
  type EducationPlanStatus,
  educationPlanSorts,
  educationPlanStatuses,
} from '@mobilise/contract';
import { useSearchParams } from 'react-router-dom';

/** What the plans index shows, as its URL keeps it (`?status=SUBMITTED&page=2`). */
export interface EducationPlanFilters {
  /** Any of these statuses; empty for all. */
  statuses: readonly EducationPlanStatus[];
  /** The plans of children these organisations mobilise; empty for every one the reader reaches. */
  organisationIds: readonly number[];
  /** Only the expired plans. */
  expired: boolean;
  /** Only the plans not yet expired whose expiry falls within this many days; null for any. */
  expiringWithinDays: number | null;
  sort: EducationPlanSort;
  /** 1-based. */
  page: number;
}

/** Soonest expiry first: the plans that need a decision soonest lead. */
export const defaultEducationPlanFilters: EducationPlanFilters = {
  statuses: [],
  organisationIds: [],
  expired: false,
  expiringWithinDays: null,
  sort: 'expires',
  page: 1,
};

const wholeNumber = (text: string | null, least: number): number | null => {
  const number = Number(text);
  return text !== null && text !== '' && Number.isSafeInteger(number) && number >= least ? number : null;
};

/** The filters a URL's query holds; anything unknown or malformed falls back to the default. */
export function educationPlanFiltersOf(params: URLSearchParams): EducationPlanFilters {
  const statuses = params.get('status')?.split(',') ?? [];
  const organisationIds = (params.get('organisation')?.split(',') ?? []).map((id) => wholeNumber(id, 1));
  const expiring = wholeNumber(params.get('expiring'), 0);
  return {
    // In the order the index offers them, each once, so one choice has one URL.
    statuses: educationPlanStatuses.filter((status) => statuses.includes(status)),
    // Each once, in increasing order, so one choice has one URL.
    organisationIds: [...new Set(organisationIds.filter((id) => id !== null))].sort((a, b) => a - b),
    expired: params.get('expired') === 'true',
    // The server takes at most ten years ahead.
    expiringWithinDays: expiring !== null && expiring <= 3660 ? expiring : null,
    sort: educationPlanSorts.find((each) => each === params.get('sort')) ?? defaultEducationPlanFilters.sort,
    page: wholeNumber(params.get('page'), 1) ?? 1,
  };
}

/** The URL query of the filters, leaving out what is at its default, so a plain index has a plain URL. */
export function educationPlanFiltersQuery(filters: Partial<EducationPlanFilters>): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.statuses !== undefined && filters.statuses.length > 0)
    query.status = filters.statuses.join(',');
  if (filters.organisationIds !== undefined && filters.organisationIds.length > 0)
    query.organisation = filters.organisationIds.join(',');
  if (filters.expired) query.expired = 'true';
  if (filters.expiringWithinDays !== undefined && filters.expiringWithinDays !== null) {
    query.expiring = String(filters.expiringWithinDays);
  }
  if (filters.sort !== undefined && filters.sort !== defaultEducationPlanFilters.sort)
    query.sort = filters.sort;
  if (filters.page !== undefined && filters.page > 1) query.page = String(filters.page);
  return query;
}

/** Whether any filter narrows the index (the order does not). */
export const isEducationPlanListFiltered = (filters: EducationPlanFilters) =>
  filters.statuses.length > 0 ||
  filters.organisationIds.length > 0 ||
  filters.expired ||
  filters.expiringWithinDays !== null;

/**
 * The index's filters, kept in the URL query so a reload, a shared link or Back shows the same page (the
 * dashboard's counts link to the index this way). Changing any filter but the page goes back to page 1.
 */
export const useEducationPlanFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = educationPlanFiltersOf(params);
  const setFilters = (change: Partial<EducationPlanFilters>) => {
    const page = change.page ?? 1;
    setParams(educationPlanFiltersQuery({ ...filters, ...change, page }));
  };
  return { filters, setFilters };
};
