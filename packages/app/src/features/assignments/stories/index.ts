export {
  type AssignmentPageServerState,
  assignmentPageServer,
  officeAssignmentActions,
  storyAssignment,
} from './assignment-page.ts';
export {
  assignmentWorkflowServer,
  storyAssignmentWithoutWorkflow,
  storyAssignmentWithWorkflow,
} from './assignment-workflow.ts';
