export { organisationTasksQueryOptions, tasksApplicationsQueryOptions } from './organisation-tasks.ts';
