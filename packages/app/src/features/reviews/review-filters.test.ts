import { describe, expect, it } from 'vitest';
import {
  defaultReviewFilters,
  isReviewListFiltered,
  reviewFiltersOf,
  reviewFiltersQuery,
} from './review-filters.ts';

const filtersOf = (query: string) => reviewFiltersOf(new URLSearchParams(query));

describe('the reviews lists keep their filters in the URL', () => {
  it("reads the dashboard's link as the overdue reviews, and writes it back the same", () => {
    const overdue = filtersOf('overdue=true');
    expect(overdue).toEqual({ ...defaultReviewFilters, overdue: true });
    expect(reviewFiltersQuery(overdue)).toEqual({ overdue: 'true' });
    expect(isReviewListFiltered(overdue)).toBe(true);
  });

  it('reads every filter, each list in the order the list offers it', () => {
    expect(
      filtersOf('status=SIGNED_OFF,NOT_SUBMITTED&type=ANNUAL,BEGINNING_OF_TERM&person=21&sort=-date&page=3'),
    ).toEqual({
      statuses: ['NOT_SUBMITTED', 'SIGNED_OFF'],
      types: ['BEGINNING_OF_TERM', 'ANNUAL'],
      overdue: false,
      personId: 21,
      sort: '-date',
      page: 3,
    });
  });

  it('falls back to the default for anything unknown or malformed', () => {
    expect(filtersOf('status=LOST&type=WEEKLY&overdue=yes&person=-4&sort=name&page=0')).toEqual(
      defaultReviewFilters,
    );
  });

  it('leaves the defaults out of the address, so a plain list has a plain one; the order alone filters nothing', () => {
    expect(reviewFiltersQuery(defaultReviewFilters)).toEqual({});
    expect(isReviewListFiltered({ ...defaultReviewFilters, sort: '-date', page: 2 })).toBe(false);
  });
});
