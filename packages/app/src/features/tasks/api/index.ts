export {
  organisationTasksQueryOptions,
  tasksApplicationsQueryOptions,
  tasksAssignmentsQueryOptions,
} from './organisation-tasks.ts';
