import { daysBetween, formatDisplayDate, parseStoredDate } from '@mobilise/ui/dates';
import type { Language } from '@mobilise/ui/i18n';

/** Whole calendar months from `from` to `to`, counted towards zero (31 Jan to 28 Feb is 0). */
const wholeMonthsBetween = (from: string, to: string): number => {
  const a = parseStoredDate(from);
  const b = parseStoredDate(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months > 0 && b.day < a.day) return months - 1;
  if (months < 0 && b.day > a.day) return months + 1;
  return months;
};

/**
 * How far a stored date is from today, in the interface language: in days under a month ("yesterday",
 * "in 5 days"), then in months under a year ("3 months ago"), then in years ("in 2 years").
 */
export const relativeToToday = (date: string, today: string, language: Language): string => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const months = wholeMonthsBetween(today, date);
  if (months === 0) return format.format(daysBetween(parseStoredDate(today), parseStoredDate(date)), 'day');
  if (Math.abs(months) < 12) return format.format(months, 'month');
  return format.format(Math.trunc(months / 12), 'year');
};

/** A membership's start as month and year, e.g. "Mar 2024", "mar 2024". */
export const formatMonthYear = (date: string, language: Language): string => {
  const { year, month } = parseStoredDate(date);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
};

/** The parts a membership's dates show: the date as the product writes it and its time from today. */
export interface MembershipDate {
  date: string;
  relative: string;
}

/** A membership's start: month and year, with relative time. */
export const membershipStart = (startsFrom: string, today: string, language: Language): MembershipDate => ({
  date: formatMonthYear(startsFrom, language),
  relative: relativeToToday(startsFrom, today, language),
});

/** A membership's end: day, month and year, with relative time. */
export const membershipEnd = (endDate: string, today: string, language: Language): MembershipDate => ({
  date: formatDisplayDate(endDate, language),
  relative: relativeToToday(endDate, today, language),
});
