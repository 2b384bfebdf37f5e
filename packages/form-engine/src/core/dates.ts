/** A calendar day as date pickers hold it (react-aria's CalendarDate has this shape). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const storedDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is a real day written as stored, 'YYYY-MM-DD' (a date needs dashes). */
export function isStoredDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = storedDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isCalendarDay = (value: unknown): value is CalendarDay =>
  typeof value === 'object' &&
  value !== null &&
  ['year', 'month', 'day'].every((part) => typeof (value as Record<string, unknown>)[part] === 'number');

/**
 * The stored form of a date answer (date answers are converted before they are sent):
 * a calendar day or an ISO date-time becomes 'YYYY-MM-DD'; anything else is returned as it is, for the
 * Date constraint to reject.
 */
export function toStoredDate<Value>(value: Value | CalendarDay): Value | string {
  if (isCalendarDay(value)) {
    const { year, month, day } = value;
    return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  return value;
}
