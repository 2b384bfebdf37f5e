import { formatItineraryDate } from '@mobilise/ui/dates';

/** An end before the start, both given: the end is the field the user corrects. */
export const endBeforeStart = (range: { start_date: string | null; end_date: string | null }) =>
  range.start_date !== null && range.end_date !== null && range.end_date < range.start_date;

/**
 * A stored date as the itinerary shows it, MM/DD/YY (08/01/27 for 2027-08-01), as the itinerary has
 * always been shown, while the rest of the app writes dates its own way; `notSet` when there is none.
 */
export const itineraryDate = (value: string | null, notSet: string) =>
  value === null ? notSet : formatItineraryDate(value);
