export { CalendarFeedPanel, type CalendarFeedPanelProps } from './CalendarFeedPanel.tsx';
export { calendarFeedNamespace, useCalendarFeedTranslation } from './useCalendarFeedTranslation.ts';
