import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatDisplayDate,
  formatDisplayDateTime,
  formatItineraryDate,
  InvalidStoredDateError,
  isStoredDate,
  parseStoredDate,
  toStoredDate,
} from './dates.ts';

describe('parseStoredDate', () => {
  it('reads a YYYY-MM-DD date', () => {
    expect(parseStoredDate('2025-03-07')).toEqual({ year: 2025, month: 3, day: 7 });
  });

  it.each([
    ['no dash', '20250307'],
    ['slashes', '2025/03/07'],
    ['display form', '7th Mar 2025'],
    ['empty', ''],
    ['with a time', '2025-03-07T10:00:00Z'],
    ['no such month', '2025-13-01'],
    ['no such day', '2023-02-29'],
    ['day zero', '2025-03-00'],
  ])('R-VALID-004 throws for %s (%j)', (_case, value) => {
    expect(() => parseStoredDate(value)).toThrow(InvalidStoredDateError);
    expect(isStoredDate(value)).toBe(false);
  });

  it('accepts a leap day', () => {
    expect(isStoredDate('2024-02-29')).toBe(true);
  });

  it('reads years before 100 as written, not as 19xx', () => {
    expect(parseStoredDate('0050-06-15')).toEqual({ year: 50, month: 6, day: 15 });
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-03-07', '2025-03-07', 0],
    ['2025-03-07', '2025-03-08', 1],
    ['2025-03-08', '2025-03-07', -1],
    // Across the change to summer time in Europe (30 March 2025) a day is still one day.
    ['2025-03-29', '2025-04-02', 4],
    ['2024-02-28', '2024-03-01', 2],
    ['2024-12-31', '2025-01-01', 1],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(parseStoredDate(from), parseStoredDate(to))).toBe(days);
  });
});

describe('toStoredDate', () => {
  it.each([
    [{ year: 2025, month: 3, day: 7 }, '2025-03-07'],
    [{ year: 999, month: 12, day: 31 }, '0999-12-31'],
  ])('writes %j as %s', (date, stored) => {
    expect(toStoredDate(date)).toBe(stored);
  });

  it('round-trips with parseStoredDate', () => {
    expect(toStoredDate(parseStoredDate('2001-11-30'))).toBe('2001-11-30');
  });
});

describe('formatDisplayDate', () => {
  it.each([
    ['2025-03-01', 'en', '1st Mar 2025'],
    ['2025-03-02', 'en', '2nd Mar 2025'],
    ['2025-03-03', 'en', '3rd Mar 2025'],
    ['2025-03-11', 'en', '11th Mar 2025'],
    ['2025-12-22', 'en', '22nd Dec 2025'],
    ['2025-01-07', 'es', '7º ene 2025'],
    ['2025-02-01', 'fr', '1er févr. 2025'],
    ['2025-02-07', 'fr', '7 févr. 2025'],
    ['2025-05-07', 'pt', '7º mai 2025'],
    ['0050-06-15', 'en', '15th Jun 0050'],
  ] as const)('shows %s in %s as %s', (value, language, shown) => {
    expect(formatDisplayDate(value, language)).toBe(shown);
  });

  it('defaults to English', () => {
    expect(formatDisplayDate('2025-03-07')).toBe('7th Mar 2025');
  });

  it('R-VALID-004 throws for a date without a dash', () => {
    expect(() => formatDisplayDate('07/03/2025')).toThrow(InvalidStoredDateError);
  });
});

describe('formatItineraryDate', () => {
  it.each([
    ['2025-03-07', '03/07/25'],
    ['1999-12-31', '12/31/99'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatItineraryDate(value)).toBe(shown);
  });

  it('throws for a date without a dash', () => {
    expect(() => formatItineraryDate('20250307')).toThrow(InvalidStoredDateError);
  });
});

describe('formatDisplayDateTime', () => {
  it('shows a moment as its date in the display format and its time of day, in the local time zone', () => {
    // A local moment, so the test reads the same in any time zone.
    const moment = new Date(2025, 2, 3, 14, 5);
    expect(formatDisplayDateTime(moment)).toBe('3rd Mar 2025, 14:05');
    expect(formatDisplayDateTime(moment.toISOString(), 'fr')).toBe(
      `${formatDisplayDate('2025-03-03', 'fr')}, 14:05`,
    );
  });
});
