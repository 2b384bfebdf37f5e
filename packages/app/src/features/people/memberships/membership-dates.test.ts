import { describe, expect, it } from 'vitest';
import { membershipEnd, membershipStart, relativeToToday } from './membership-dates.ts';

const today = '2026-11-26';

describe('membership dates', () => {
  it('R-MEMBERSHIP-005 a start shows as month and year with relative time', () => {
    expect(membershipStart('2024-03-15', today, 'en')).toEqual({ date: 'Mar 2024', relative: '2 years ago' });
    expect(membershipStart('2026-08-01', today, 'en')).toEqual({
      date: 'Aug 2026',
      relative: '3 months ago',
    });
    expect(membershipStart('2027-01-04', today, 'en')).toEqual({ date: 'Jan 2027', relative: 'next month' });
    expect(membershipStart('2024-03-15', today, 'fr')).toEqual({
      date: 'mars 2024',
      relative: 'il y a 2 ans',
    });
  });

  it('R-MEMBERSHIP-006 an end shows as day, month and year with relative time', () => {
    expect(membershipEnd('2028-01-31', today, 'en')).toEqual({
      date: '31st Jan 2028',
      relative: 'next year',
    });
    expect(membershipEnd('2026-12-01', today, 'en')).toEqual({ date: '1st Dec 2026', relative: 'in 5 days' });
    expect(membershipEnd('2026-11-25', today, 'es').relative).toBe('ayer');
  });

  it.each([
    ['2026-11-26', 'today'],
    ['2026-10-27', '30 days ago'],
    ['2026-10-26', 'last month'],
    ['2025-11-27', '11 months ago'],
    ['2025-11-26', 'last year'],
    ['2029-12-25', 'in 3 years'],
  ])('counts %s as %s from 26th Nov 2026, in whole days, months or years', (date, expected) => {
    expect(relativeToToday(date, today, 'en')).toBe(expected);
  });
});
