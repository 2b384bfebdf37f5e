import type { Paged } from '@mobilise/contract';

/** The page a list call asks for, with the size it falls back to when the query gives none. */
export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageRequestOf(query: { page?: number; per_page?: number }, defaultPerPage = 25): PageRequest {
  return { page: query.page ?? 1, perPage: query.per_page ?? defaultPerPage };
}

export function offsetOf({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

/** Page links either side of the current page in `links`; the first and last pages are always there. */
const linkWindow = 3;

/**
 * The paged-list answer for one page of rows out of `total`. Page addresses are the
 * request's own address with `page` replaced, so every filter carries over.
 */
export function pagedOf<Item>(data: Item[], total: number, request: PageRequest, url: string): Paged<Item> {
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const current = request.page;
  const address = new URL(url, 'http://mobilise.invalid');
  const pageUrl = (page: number | null) => {
    if (page === null || page < 1 || page > lastPage) {
      return null;
    }
    address.searchParams.set('page', String(page));
    return `${address.pathname}${address.search}`;
  };
  const from = data.length > 0 ? (current - 1) * request.perPage + 1 : null;
  const numbers = [...new Set([1, lastPage])];
  for (
    let page = Math.max(1, current - linkWindow);
    page <= Math.min(lastPage, current + linkWindow);
    page += 1
  ) {
    numbers.push(page);
  }
  const pages = [...new Set(numbers)].sort((a, b) => a - b);
  return {
    data,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
    per_page: request.perPage,
    current_page: current,
    last_page: lastPage,
    links: [
      { url: pageUrl(current - 1), label: 'Previous', active: false },
      ...pages.map((page) => ({ url: pageUrl(page), label: String(page), active: page === current })),
      { url: pageUrl(current + 1), label: 'Next', active: false },
    ],
    next_page_url: pageUrl(current + 1),
    prev_page_url: pageUrl(current - 1),
  };
}
