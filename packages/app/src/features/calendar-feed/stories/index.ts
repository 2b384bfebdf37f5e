export { calendarFeedHandlers, storyFeedLink, storyFeedMadeAt } from './handlers.ts';
