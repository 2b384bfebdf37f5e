import { describe, expect, it } from 'vitest';
import {
  defaultPeopleFilters,
  peopleFiltersOf,
  peopleFiltersQuery,
  peopleListQuery,
} from './people-filters.ts';

describe('the people list filters in the URL', () => {
  it('reads every filter from the query, and back', () => {
    const params = new URLSearchParams(
      'search=Osei&sort=-last_updated&status=is_full_term_member&member_status=INACTIVE&page=3',
    );
    const filters = peopleFiltersOf(params);
    expect(filters).toEqual({
      search: 'Osei',
      sort: '-last_updated',
      status: 'is_full_term_member',
      memberStatus: 'INACTIVE',
      page: 3,
    });
    expect(new URLSearchParams(peopleFiltersQuery(filters)).toString()).toBe(params.toString());
  });

  it('falls back to the default for unknown or malformed values, and leaves defaults out of the URL', () => {
    const filters = peopleFiltersOf(new URLSearchParams('sort=age&status=is_famous&member_status=X&page=-2'));
    expect(filters).toEqual(defaultPeopleFilters);
    expect(peopleFiltersQuery(filters)).toEqual({});
    expect(peopleFiltersOf(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the server for the organisation and the filters set, nothing for those not set', () => {
    expect(peopleListQuery(3, defaultPeopleFilters)).toEqual({
      organisation: 3,
      search: undefined,
      sort: 'name',
      status: undefined,
      member_status: undefined,
    });
  });
});
