import { toStoredDate } from '@mobilise/ui/dates';
import { createContext, useContext } from 'react';

/**
 * Today as a stored 'YYYY-MM-DD' day, for the relative times of memberships. The clock is read where no
 * provider sets one; stories set one, so what they show does not change with the day they run.
 */
export const TodayContext = createContext<string | null>(null);

/** Today's date in the browser's time zone, or the one a TodayContext provider gives. */
export const useToday = (): string => {
  const fixed = useContext(TodayContext);
  if (fixed !== null) return fixed;
  const now = new Date();
  return toStoredDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
};
