import { describe, expect, it } from 'vitest';
import { endBeforeStart, itineraryDate } from './itinerary-dates.ts';

describe('the itinerary section’s dates', () => {
  it('R-CONST-008 are shown MM/DD/YY', () => {
    expect(itineraryDate('2027-08-01', 'Not set')).toBe('08/01/27');
    expect(itineraryDate('2030-12-31', 'Not set')).toBe('12/31/30');
  });

  it('say so when there is none', () => {
    expect(itineraryDate(null, 'Not set')).toBe('Not set');
  });

  it('refuse an end before the start, and only when both are given', () => {
    expect(endBeforeStart({ start_date: '2027-08-02', end_date: '2027-08-01' })).toBe(true);
    expect(endBeforeStart({ start_date: '2027-08-01', end_date: '2027-08-01' })).toBe(false);
    expect(endBeforeStart({ start_date: null, end_date: '2027-08-01' })).toBe(false);
  });
});
