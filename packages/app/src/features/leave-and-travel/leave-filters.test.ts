import { leaveTypes } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultLeaveFilters,
  isLeaveListFiltered,
  leaveFiltersOf,
  leaveFiltersQuery,
} from './leave-filters.ts';

const filtersOf = (query: string) => leaveFiltersOf(new URLSearchParams(query), leaveTypes);

describe('the leave lists keep their filters in the URL', () => {
  it("reads the dashboard's link as the requests awaiting approval", () => {
    expect(filtersOf('status=AWAITING_APPROVAL')).toEqual({
      ...defaultLeaveFilters,
      statuses: ['AWAITING_APPROVAL'],
    });
  });

  it('reads every filter, each list in the order the list offers it', () => {
    expect(
      filtersOf(
        'status=REJECTED,AWAITING_APPROVAL&type=STUDY,HOME&from=2027-01-01&to=2027-06-30&person=21&awaiting_confirmation=true&sort=departure&page=3',
      ),
    ).toEqual({
      statuses: ['AWAITING_APPROVAL', 'REJECTED'],
      types: ['HOME', 'STUDY'],
      from: '2027-01-01',
      to: '2027-06-30',
      personId: 21,
      awaitingConfirmation: true,
      sort: 'departure',
      page: 3,
    });
  });

  it('falls back to the default for anything unknown or malformed', () => {
    expect(
      filtersOf('status=LOST&type=TRAVEL_TO_ANOTHER_ORGANISATION&from=yesterday&person=-4&sort=name&page=0'),
    ).toEqual(defaultLeaveFilters);
  });

  it('writes a plain list as a plain URL, and the filters back as they were read', () => {
    expect(leaveFiltersQuery(defaultLeaveFilters)).toEqual({});
    const query = 'status=APPROVED&type=ANNUAL&from=2027-01-01&person=7&awaiting_confirmation=true&page=2';
    expect(new URLSearchParams(leaveFiltersQuery(filtersOf(query))).toString()).toBe(
      new URLSearchParams(query).toString(),
    );
  });

  it('counts a filter as narrowing the list, and the order not', () => {
    expect(isLeaveListFiltered({ ...defaultLeaveFilters, sort: 'departure', page: 2 })).toBe(false);
    expect(isLeaveListFiltered({ ...defaultLeaveFilters, awaitingConfirmation: true })).toBe(true);
    expect(isLeaveListFiltered({ ...defaultLeaveFilters, to: '2027-01-01' })).toBe(true);
  });
});
