import type { EndpointName, OrganisationDashboard, Paged, PersonProfileListItem } from '@mobilise/contract';
import { delay, HttpResponse, http } from 'msw';
import { type MswPathParams, mswPath } from '../../../api/msw-path.ts';

/** Text as the server searches it: accents and case ignored. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** One page of `items` as the server's paged lists answer. */
export function pageOf<Item>(items: Item[], page: number, perPage: number): Paged<Item> {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const data = items.slice((page - 1) * perPage, page * perPage);
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    total: items.length,
    from,
    to: from === null ? null : from + data.length - 1,
    per_page: perPage,
    current_page: page,
    last_page: lastPage,
    links: [],
    next_page_url: null,
    prev_page_url: null,
  };
}

/**
 * The people list as the server answers it: only the people of the organisation asked for (scoped like
 * the server), searched accent- and case-insensitively, filtered (in a family or not too), sorted by
 * name and paged.
 */
function peopleAnswer(people: PersonProfileListItem[], url: URL) {
  const query = url.searchParams;
  // Without one named, the organisation the stories' office staff run (3), as the server scopes it.
  const organisation = Number(query.get('organisation') ?? 3);
  const hasFamily = query.get('has_family');
  const words = fold(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const status = query.get('status')?.split(',').filter(Boolean) ?? [];
  const memberStatus = query.get('member_status');
  const matches = people
    .filter((person) => person.mobilisedByOrganisationIds.includes(organisation))
    .filter((person) => words.every((word) => fold(`${person.firstName} ${person.lastName}`).includes(word)))
    .filter(
      (person) => status.length === 0 || status.some((flag) => person[flag as keyof PersonProfileListItem]),
    )
    .filter((person) => !memberStatus || person.memberStatus === memberStatus)
    .filter((person) => hasFamily === null || (person.familyId !== null) === (hasFamily === 'true'))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  if (query.get('sort') === '-name') matches.reverse();
  return pageOf(matches, Number(query.get('page') ?? 1), Number(query.get('per_page') ?? 25));
}

const serverError = () =>
  HttpResponse.json(
    { code: 'server_error', message: 'Something went wrong', requestId: 'story' },
    { status: 500 },
  );

/** What the organisation stories' mocked server answers; each call is typed by the contract's shapes. */
export const organisationHandlers = {
  /** `onRequest` sees each URL asked for. */
  people: (people: PersonProfileListItem[], onRequest: (url: URL) => void = () => {}) =>
    http.get(mswPath('listPersonProfiles'), ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      return HttpResponse.json(peopleAnswer(people, url));
    }),
  dashboard: (counts: OrganisationDashboard) =>
    http.get(mswPath('getOrganisationDashboard', { id: 3 }), () => HttpResponse.json(counts)),
  /** A read of `name` that fails with a 500; `params` narrow it to one record. */
  failing: <Name extends EndpointName>(name: Name, params?: MswPathParams<Name>) =>
    http.get(mswPath(name, params), serverError),
  /** The people CSV as the server sends it (a BOM, CRLF rows, its name in Content-Disposition); `onRequest` sees each call. */
  peopleExport: (onRequest: (request: Request) => void = () => {}) =>
    http.get(mswPath('exportPersonProfiles'), ({ request }) => {
      onRequest(request);
      return new HttpResponse('\uFEFFid,first_name,last_name\r\n11,Margaret,Osei\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="people-2026-11-26.csv"; filename*=UTF-8''people-2026-11-26.csv`,
        },
      });
    }),
  /** 429 with Retry-After and the server's translated error, as a rate-limited call answers. */
  rateLimited: (name: EndpointName, retryAfterSeconds: number) =>
    http.get(mswPath(name), () =>
      HttpResponse.json(
        { code: 'rate_limited', message: 'Too many requests: try again later.', requestId: 'story' },
        { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
      ),
    ),
  /** A read of `name` that never answers; `params` narrow it to one record. */
  loading: <Name extends EndpointName>(name: Name, params?: MswPathParams<Name>) =>
    http.get(mswPath(name, params), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
