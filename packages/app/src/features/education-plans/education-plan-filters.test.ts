import { describe, expect, it } from 'vitest';
import {
  defaultEducationPlanFilters,
  educationPlanFiltersOf,
  educationPlanFiltersQuery,
} from './education-plan-filters.ts';

const filtersOf = (query: string) => educationPlanFiltersOf(new URLSearchParams(query));

describe('the plans index filters in the URL', () => {
  it('reads what the dashboard links open: awaiting decision, expiring within 60 days, expired', () => {
    expect(filtersOf('status=SUBMITTED')).toEqual({
      ...defaultEducationPlanFilters,
      statuses: ['SUBMITTED'],
    });
    expect(filtersOf('status=APPROVED&expiring=60')).toEqual({
      ...defaultEducationPlanFilters,
      statuses: ['APPROVED'],
      expiringWithinDays: 60,
    });
    expect(filtersOf('status=REJECTED,DRAFT&organisation=7,3,7&expired=true&sort=-expires&page=3')).toEqual({
      statuses: ['DRAFT', 'REJECTED'],
      organisationIds: [3, 7],
      expired: true,
      expiringWithinDays: null,
      sort: '-expires',
      page: 3,
    });
  });

  it('falls back to the defaults on unknown or malformed values', () => {
    expect(filtersOf('status=LOST&expired=yes&expiring=-1&sort=age&page=0')).toEqual(
      defaultEducationPlanFilters,
    );
    expect(filtersOf('expiring=99999&page=2.5')).toEqual(defaultEducationPlanFilters);
  });

  it('writes a plain URL for the defaults and reads back what it wrote', () => {
    expect(educationPlanFiltersQuery(defaultEducationPlanFilters)).toEqual({});
    const filters = {
      statuses: ['SUBMITTED', 'APPROVED'] as const,
      organisationIds: [3],
      expired: true,
      expiringWithinDays: 30,
      sort: 'name' as const,
      page: 2,
    };
    const query = educationPlanFiltersQuery(filters);
    expect(query).toEqual({
      status: 'SUBMITTED,APPROVED',
      organisation: '3',
      expired: 'true',
      expiring: '30',
      sort: 'name',
      page: '2',
    });
    expect(filtersOf(new URLSearchParams(query).toString())).toEqual(filters);
  });
});
