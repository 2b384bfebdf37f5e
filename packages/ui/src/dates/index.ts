export {
  displayDateFormat,
  formatDisplayDate,
  formatItineraryDate,
  InvalidStoredDateError,
  isStoredDate,
  itineraryDateFormat,
  parseStoredDate,
  toStoredDate,
} from './dates.ts';
