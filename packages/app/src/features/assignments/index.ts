export {
  AssignmentOverview,
  AssignmentRelatedRecords,
  AssignmentSharing,
} from './AssignmentDetails.tsx';
export { AssignmentItinerary } from './AssignmentItinerary.tsx';
export { AssignmentLogisticsPlan } from './AssignmentLogisticsPlan.tsx';
export { AssignmentMouDocuments } from './AssignmentMouDocuments.tsx';
export { AssignmentOffer } from './AssignmentOffer.tsx';
export { AssignmentWorkflow } from './AssignmentWorkflow.tsx';
export { assignmentIdQueryOptions, assignmentQueryOptions } from './api/assignment.ts';
export { useAssignmentActions } from './useAssignmentActions.tsx';
export { assignmentsNamespace, useAssignmentsTranslation } from './useAssignmentsTranslation.ts';
