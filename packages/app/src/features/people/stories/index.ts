export {
  storyActiveAssignment,
  storyChild,
  storyFamily,
  storyFamilyForm,
  storyMemberships,
  storyOfficeStaff,
  storyPersonProfileForm,
  storySpouse,
  storyToday,
} from './fixtures.ts';
export { peopleHandlers } from './handlers.ts';
