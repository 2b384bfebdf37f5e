export {
  type AssignmentPageServerState,
  assignmentPageServer,
  officeAssignmentActions,
  storyAssignment,
} from './assignment-page.ts';
