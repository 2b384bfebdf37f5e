export {
  pageOf,
  storyApplication,
  storyMember,
  storyOrganisations,
  storyProfile,
  storyProfileForm,
  storyProfileWithoutAssignment,
} from './fixtures.ts';
export { myAimHandlers } from './handlers.ts';
