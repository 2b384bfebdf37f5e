export {
  type CalendarDay,
  daysBetween,
  displayDateFormat,
  formatDisplayDate,
  formatDisplayTimestamp,
  formatItineraryDate,
  InvalidStoredDateError,
  isStoredDate,
  itineraryDateFormat,
  parseStoredDate,
  toStoredDate,
} from './dates.ts';
