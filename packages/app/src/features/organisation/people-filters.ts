import {
  type MemberStatus,
  memberStatuses,
  type PersonProfileSort,
  type PersonStatusFlag,
  personProfileSorts,
  personStatusFlags,
} from '@mobilise/contract';

/** What the people list shows, as its URL keeps it (`?page=2&sort=-name&status=…`). */
export interface PeopleFilters {
  /** Words the name must hold; empty for none. */
  search: string;
  sort: PersonProfileSort;
  status: PersonStatusFlag | null;
  memberStatus: MemberStatus | null;
  /** 1-based. */
  page: number;
}

export const defaultPeopleFilters: PeopleFilters = {
  search: '',
  sort: 'name',
  status: null,
  memberStatus: null,
  page: 1,
};

const oneOf = <Value extends string>(values: readonly Value[], text: string | null): Value | null =>
  values.find((value) => value === text) ?? null;

/** The filters a URL's query holds; anything unknown or malformed falls back to the default. */
export function peopleFiltersOf(params: URLSearchParams): PeopleFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    sort: oneOf(personProfileSorts, params.get('sort')) ?? defaultPeopleFilters.sort,
    status: oneOf(personStatusFlags, params.get('status')),
    memberStatus: oneOf(memberStatuses, params.get('member_status')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the filters, leaving out what is at its default, so a plain list has a plain URL. */
export function peopleFiltersQuery(filters: PeopleFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.search = filters.search;
  if (filters.sort !== defaultPeopleFilters.sort) query.sort = filters.sort;
  if (filters.status) query.status = filters.status;
  if (filters.memberStatus) query.member_status = filters.memberStatus;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The filters the list call and the CSV export send for them (names). */
export function peopleListQuery(organisationId: number, filters: PeopleFilters) {
  return {
    organisation: organisationId,
    search: filters.search || undefined,
    sort: filters.sort,
    status: filters.status ?? undefined,
    member_status: filters.memberStatus ?? undefined,
  };
}
