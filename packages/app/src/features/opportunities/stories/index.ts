export { storyPaper, storyPapers, storyRequisition, storyRequisitions } from './fixtures.ts';
export { type OpportunitiesServerOptions, opportunitiesHandlers, opportunitiesServer } from './handlers.ts';
