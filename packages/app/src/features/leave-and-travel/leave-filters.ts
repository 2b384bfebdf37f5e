import {
  type LeaveAndTravelSort,
  type LeaveRequestStatus,
  leaveAndTravelSorts,
  leaveRequestStatuses,
} from '@mobilise/contract';
import { useSearchParams } from 'react-router-dom';

/** What a leave or travel list shows, as its URL keeps it (`?status=AWAITING_APPROVAL&page=2`). */
export interface LeaveFilters {
  /** Any of these statuses; empty for all. */
  statuses: readonly LeaveRequestStatus[];
  /** Any of these types (leave or travel types, as the list holds); empty for all. */
  types: readonly string[];
  /** The records whose time away overlaps from…to; null for open. */
  from: string | null;
  to: string | null;
  /** The records of this person, or null for anyone's. */
  personId: number | null;
  /** Only those whose person still owes a confirmation (taking place, or ended). */
  awaitingConfirmation: boolean;
  sort: LeaveAndTravelSort;
  /** 1-based. */
  page: number;
}

/** Soonest departure last: the latest requests, which are the ones being decided, come first. */
export const defaultLeaveFilters: LeaveFilters = {
  statuses: [],
  types: [],
  from: null,
  to: null,
  personId: null,
  awaitingConfirmation: false,
  sort: '-departure',
  page: 1,
};

const positiveInteger = (text: string | null): number | null => {
  const number = Number(text);
  return text !== null && Number.isSafeInteger(number) && number >= 1 ? number : null;
};

const isoDate = (text: string | null) => (text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);

/** The filters a URL's query holds; anything unknown or malformed falls back to the default. */
export function leaveFiltersOf(params: URLSearchParams, types: readonly string[]): LeaveFilters {
  const listed = (key: string) => params.get(key)?.split(',') ?? [];
  const sort = leaveAndTravelSorts.find((each) => each === params.get('sort'));
  return {
    // In the order the list offers them, each once, so one choice has one URL.
    statuses: leaveRequestStatuses.filter((status) => listed('status').includes(status)),
    types: types.filter((type) => listed('type').includes(type)),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    personId: positiveInteger(params.get('person')),
    awaitingConfirmation: params.get('awaiting_confirmation') === 'true',
    sort: sort ?? defaultLeaveFilters.sort,
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The URL query of the filters, leaving out what is at its default, so a plain list has a plain URL. */
export function leaveFiltersQuery(filters: LeaveFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.statuses.length > 0) query.status = filters.statuses.join(',');
  if (filters.types.length > 0) query.type = filters.types.join(',');
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.personId !== null) query.person = String(filters.personId);
  if (filters.awaitingConfirmation) query.awaiting_confirmation = 'true';
  if (filters.sort !== defaultLeaveFilters.sort) query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** Whether any filter narrows the list (the order does not). */
export const isLeaveListFiltered = (filters: LeaveFilters) =>
  filters.statuses.length > 0 ||
  filters.types.length > 0 ||
  filters.from !== null ||
  filters.to !== null ||
  filters.personId !== null ||
  filters.awaitingConfirmation;

/**
 * A list's filters, kept in the URL query so a reload, a shared link or Back shows the same page (the
 * dashboard links to the requests awaiting approval this way). Changing any filter but the page goes back
 * to page 1.
 */
export const useLeaveFilters = (types: readonly string[]) => {
  const [params, setParams] = useSearchParams();
  const filters = leaveFiltersOf(params, types);
  const setFilters = (change: Partial<LeaveFilters>) => {
    const page = change.page ?? 1;
    setParams(leaveFiltersQuery({ ...filters, ...change, page }));
  };
  return { filters, setFilters };
};
