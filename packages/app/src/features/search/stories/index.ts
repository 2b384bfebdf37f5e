export { searchHandlers, storySearchPapers, storySearchPeople, storySearchRequisitions } from './handlers.ts';
