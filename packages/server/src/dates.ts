/** Day arithmetic on 'YYYY-MM-DD' texts, in UTC so that no time zone shifts a day. */

const dayMs = 86_400_000;

export function toDateText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDateText(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

export function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return toDateText(date);
}
