export {
  type CalendarDay,
  daysBetween,
  displayDateFormat,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTimestamp,
  formatItineraryDate,
  InvalidStoredDateError,
  isStoredDate,
  itineraryDateFormat,
  parseStoredDate,
  toStoredDate,
} from './dates.ts';
