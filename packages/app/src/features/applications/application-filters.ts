import {
  type ApplicationSort,
  type ApplicationStatus,
  applicationSorts,
  applicationStatuses,
} from '@mobilise/contract';

/** What the organisation's applications list shows, as its URL keeps it (`?status=ON_HOLD,IN_PROGRESS&page=2`). */
export interface ApplicationFilters {
  /** Any of these statuses; empty for all. */
  statuses: readonly ApplicationStatus[];
  /** The applications on which this position is held, or null for any. */
  positionId: number | null;
  /** The name of the current stage, or null for any. */
  stage: string | null;
  sort: ApplicationSort;
  /** 1-based. */
  page: number;
}

/** The server's own order when none is asked for: newest first. */
export const defaultApplicationFilters: ApplicationFilters = {
  statuses: [],
  positionId: null,
  stage: null,
  sort: '-created_at',
  page: 1,
};

const positiveInteger = (text: string | null): number | null => {
  const number = Number(text);
  return text !== null && Number.isSafeInteger(number) && number >= 1 ? number : null;
};

/** The filters a URL's query holds; anything unknown or malformed falls back to the default. */
export function applicationFiltersOf(params: URLSearchParams): ApplicationFilters {
  const statusTexts = params.get('status')?.split(',') ?? [];
  const sort = applicationSorts.find((each) => each === params.get('sort'));
  return {
    // In the order the list offers them, each once, so one choice has one URL.
    statuses: applicationStatuses.filter((status) => statusTexts.includes(status)),
    positionId: positiveInteger(params.get('position')),
    stage: params.get('stage')?.trim() || null,
    sort: sort ?? defaultApplicationFilters.sort,
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The URL query of the filters, leaving out what is at its default, so a plain list has a plain URL. */
export function applicationFiltersQuery(filters: ApplicationFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.statuses.length > 0) query.status = filters.statuses.join(',');
  if (filters.positionId !== null) query.position = String(filters.positionId);
  if (filters.stage) query.stage = filters.stage;
  if (filters.sort !== defaultApplicationFilters.sort) query.sort = filters.sort;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** Whether any filter narrows the list (the order does not). */
export const isApplicationListFiltered = (filters: ApplicationFilters) =>
  filters.statuses.length > 0 || filters.positionId !== null || filters.stage !== null;
