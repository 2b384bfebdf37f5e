export { ApplicationPeople } from './ApplicationPeople.tsx';
export {
  applicationIdQueryOptions,
  applicationQueryOptions,
  applicationTaskInstancesQueryOptions,
} from './api/application.ts';
export {
  applicationStageNames,
  currentStageOf,
  organisationApplicationsQueryOptions,
  organisationPeopleLookup,
  personNamesQueryOptions,
} from './api/application-list.ts';
export {
  type ApplicationFilters,
  defaultApplicationFilters,
  isApplicationListFiltered,
} from './application-filters.ts';
export {
  type CreateApplicationField,
  type CreateProblem,
  createProblemOf,
  noCreateProblem,
} from './create-problem.ts';
export { TaskInstanceModal } from './TaskInstanceModal.tsx';
export { useApplicationActions } from './useApplicationActions.tsx';
export { useApplicationFilters } from './useApplicationFilters.ts';
export { applicationsNamespace, useApplicationsTranslation } from './useApplicationsTranslation.ts';
export { useIsApplicant } from './useTaskAssignee.ts';
export { WaitingNotice } from './WaitingNotice.tsx';
export { WorkflowStages } from './WorkflowStages.tsx';
export type { TaskInstanceOutletContext, WorkflowRecord } from './workflow-record.ts';
