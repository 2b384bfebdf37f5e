/** What a searched listing shows, as its URL keeps it (`?search=nurse&page=2`). */
export interface ListSearch {
  /** Words the record must hold; empty for none. */
  search: string;
  /** 1-based. */
  page: number;
}

/** The listing's search a URL's query holds; a malformed page falls back to the first. */
export function listSearchOf(params: URLSearchParams): ListSearch {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the search, leaving out what is at its default, so a plain list has a plain URL. */
export function listSearchQuery({ search, page }: ListSearch): Record<string, string> {
  return { ...(search ? { search } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}
