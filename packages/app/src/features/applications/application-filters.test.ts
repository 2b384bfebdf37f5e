import { describe, expect, it } from 'vitest';
import {
  applicationFiltersOf,
  applicationFiltersQuery,
  defaultApplicationFilters,
  isApplicationListFiltered,
} from './application-filters.ts';

describe('the applications list filters in the URL', () => {
  it('reads every filter the URL names', () => {
    const filters = applicationFiltersOf(
      new URLSearchParams('status=ON_HOLD,IN_PROGRESS&position=11&stage=Assessment&sort=due&page=2'),
    );
    expect(filters).toEqual({
      statuses: ['IN_PROGRESS', 'ON_HOLD'],
      positionId: 11,
      stage: 'Assessment',
      sort: 'due',
      page: 2,
    });
    expect(isApplicationListFiltered(filters)).toBe(true);
  });

  it('falls back to the defaults for what it does not know', () => {
    const filters = applicationFiltersOf(
      new URLSearchParams('status=LOST&position=x&stage=%20&sort=colour&page=-1'),
    );
    expect(filters).toEqual(defaultApplicationFilters);
    expect(isApplicationListFiltered(filters)).toBe(false);
  });

  it('writes back only what differs from the defaults', () => {
    expect(applicationFiltersQuery(defaultApplicationFilters)).toEqual({});
    expect(
      applicationFiltersQuery({
        ...defaultApplicationFilters,
        statuses: ['APPOINTED'],
        sort: 'title',
        page: 3,
      }),
    ).toEqual({ status: 'APPOINTED', sort: 'title', page: '3' });
  });

  it('keeps the order out of what counts as filtering', () => {
    expect(isApplicationListFiltered({ ...defaultApplicationFilters, sort: 'title' })).toBe(false);
  });
});
