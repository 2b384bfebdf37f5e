import { describe, expect, it } from 'vitest';
import { searchThreshold, showsSearch } from './searchThreshold.ts';

describe('the search box of a choice field', () => {
  it('is shown from 14 options on', () => {
    expect(searchThreshold).toBe(14);
    expect(showsSearch(13)).toBe(false);
    expect(showsSearch(14)).toBe(true);
    expect(showsSearch(5000)).toBe(true);
  });

  it('is shown whatever the number of options when forced', () => {
    expect(showsSearch(0, true)).toBe(true);
    expect(showsSearch(3, true)).toBe(true);
  });
});
