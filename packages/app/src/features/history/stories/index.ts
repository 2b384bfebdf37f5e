export { recordHistoryService, storyProfileHistory } from './handlers.ts';
