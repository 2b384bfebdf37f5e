export {
  organisationTasksQueryOptions,
  tasksApplicationsQueryOptions,
  tasksAssignmentsQueryOptions,
} from './api/index.ts';
export { isOverdue } from './due.ts';
export { tasksNamespace, useTasksTranslation } from './useTasksTranslation.ts';
