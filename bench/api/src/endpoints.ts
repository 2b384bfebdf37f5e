import type { Fixture } from './prepare-database.ts';

export const endpointNames = ['users/me', 'search', 'list'] as const;
export type EndpointName = (typeof endpointNames)[number];

export interface Endpoint {
  name: EndpointName;
  /** The call as RESULTS.md shows it. */
  call: string;
  /** A source of request paths; each call gives the next one, rotating terms or pages. */
  paths(fixture: Pick<Fixture, 'searchTerms' | 'peopleInOrganisation'>): () => string;
}

const listPageSize = 25;
/** The list load pages through the first pages of the office's people, as a user paging would. */
const listPagesRotated = 40;

function rotate(values: string[]): () => string {
  let index = -1;
  return () => {
    index = (index + 1) % values.length;
    return values[index] as string;
  };
}

export const endpoints: Record<EndpointName, Endpoint> = {
  'users/me': {
    name: 'users/me',
    call: 'GET /api/users/me',
    paths: () => () => '/api/users/me',
  },
  search: {
    name: 'search',
    call: 'GET /api/person-profiles?with_status&per_page=5&search=<term>',
    paths: ({ searchTerms }) =>
      rotate(
        searchTerms.map(
          (term) => `/api/person-profiles?with_status&per_page=5&search=${encodeURIComponent(term)}`,
        ),
      ),
  },
  list: {
    name: 'list',
    call: `GET /api/person-profiles?per_page=${listPageSize}&page=<n>`,
    paths: ({ peopleInOrganisation }) => {
      const pages = Math.max(1, Math.min(listPagesRotated, Math.ceil(peopleInOrganisation / listPageSize)));
      return rotate(
        Array.from(
          { length: pages },
          (_, index) => `/api/person-profiles?per_page=${listPageSize}&page=${index + 1}`,
        ),
      );
    },
  },
};
