export { storyPaper, storyPapers, storyRequisition, storyRequisitions } from './fixtures.ts';
export { opportunitiesHandlers } from './handlers.ts';
