import { describe, expect, it } from 'vitest';
import { listSearchOf, listSearchQuery } from './list-search.ts';

describe('a listing’s search in the URL', () => {
  it('reads the trimmed search and the page, falling back to page 1', () => {
    expect(listSearchOf(new URLSearchParams('search=%20nurse%20&page=3'))).toEqual({
      search: 'nurse',
      page: 3,
    });
    expect(listSearchOf(new URLSearchParams('page=x'))).toEqual({ search: '', page: 1 });
    expect(listSearchOf(new URLSearchParams('page=0'))).toEqual({ search: '', page: 1 });
  });

  it('writes only what is not at its default', () => {
    expect(listSearchQuery({ search: '', page: 1 })).toEqual({});
    expect(listSearchQuery({ search: 'nurse', page: 2 })).toEqual({ search: 'nurse', page: '2' });
  });
});
