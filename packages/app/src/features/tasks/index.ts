export { organisationTasksQueryOptions, tasksApplicationsQueryOptions } from './api/index.ts';
export { isOverdue } from './due.ts';
export { tasksNamespace, useTasksTranslation } from './useTasksTranslation.ts';
