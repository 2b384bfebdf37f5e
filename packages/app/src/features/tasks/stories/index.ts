export { storyTaskApplications, storyTasks, storyTasksToday } from './fixtures.ts';
export { tasksHandlers } from './handlers.ts';
