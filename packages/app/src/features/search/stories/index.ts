export {
  searchHandlers,
  storySearchAssignments,
  storySearchPapers,
  storySearchPeople,
  storySearchRequisitions,
} from './handlers.ts';
