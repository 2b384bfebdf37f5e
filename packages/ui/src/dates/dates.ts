import dayjs from 'dayjs';
import es from 'dayjs/locale/es';
import fr from 'dayjs/locale/fr';
import pt from 'dayjs/locale/pt';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { Language } from '../i18n/languages.ts';

dayjs.extend(advancedFormat);

/** How dates are shown to people. */
export const displayDateFormat = 'Do MMM YYYY';
/** How itinerary dates are shown. */
export const itineraryDateFormat = 'MM/DD/YY';

// English is dayjs's built-in locale; the others are passed as objects so nothing global changes.
const dayjsLocales = { en: 'en', es, fr, pt } as const;

const storedDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored date that is not a real YYYY-MM-DD day (a date string needs dashes). */
export class InvalidStoredDateError extends Error {
  constructor(value: string) {
    super(`Not a YYYY-MM-DD date: "${value}"`);
    this.name = 'InvalidStoredDateError';
  }
}

/**
 * A day of the calendar, as stored dates name it. Plain numbers rather than @internationalized/date's
 * CalendarDate, which only the date field needs: every page shows dates, and that library would come with
 * each of them (8 KB gzip).
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The day as a moment in UTC, for counting the days between two (no summer time in between). */
const utcOf = ({ year, month, day }: CalendarDay) => {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
};

/** Reads a stored 'YYYY-MM-DD' date; throws `InvalidStoredDateError` for anything else (no dash, no such day). */
export function parseStoredDate(value: string): CalendarDay {
  const match = storedDatePattern.exec(value);
  if (!match) throw new InvalidStoredDateError(value);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = utcOf({ year, month, day });
  // A day past the month's end rolls over (2023-02-30 becomes 1 March): such a date was never valid.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() + 1 !== month || date.getUTCDate() !== day)
    throw new InvalidStoredDateError(value);
  return { year, month, day };
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`: negative when `to` comes first. */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / dayMs);

/** Whether a value is a real stored 'YYYY-MM-DD' date. */
export function isStoredDate(value: string): boolean {
  try {
    parseStoredDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Writes a calendar day in the stored 'YYYY-MM-DD' form. */
export function toStoredDate(date: CalendarDay): string {
  return [
    String(date.year).padStart(4, '0'),
    String(date.month).padStart(2, '0'),
    String(date.day).padStart(2, '0'),
  ].join('-');
}

const toDayjs = (value: string) => {
  const { year, month, day } = parseStoredDate(value);
  const date = new Date(2000, 0, 1);
  // setFullYear, not the Date constructor, which reads years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  return dayjs(date);
};

/** A stored date as people read it, 'Do MMM YYYY' in the given language (e.g. "3rd Mar 2025", "3º mar. 2025"). */
export function formatDisplayDate(value: string, language: Language = 'en'): string {
  return toDayjs(value).locale(dayjsLocales[language]).format(displayDateFormat);
}

/** A moment (an ISO timestamp such as an asset's updated_at) as its date, 'Do MMM YYYY' in the given language. */
export function formatDisplayTimestamp(value: string | Date, language: Language = 'en'): string {
  return dayjs(value).locale(dayjsLocales[language]).format(displayDateFormat);
}

/** A moment as its date and time of day: 'Do MMM YYYY, HH:mm' in the given language (e.g. "3rd Mar 2025, 14:05"). */
export function formatDisplayDateTime(value: string | Date, language: Language = 'en'): string {
  return dayjs(value).locale(dayjsLocales[language]).format(`${displayDateFormat}, HH:mm`);
}

/** A stored date in the itinerary form 'MM/DD/YY' (e.g. "03/07/25"). */
export function formatItineraryDate(value: string): string {
  return toDayjs(value).format(itineraryDateFormat);
}
