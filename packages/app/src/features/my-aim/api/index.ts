export { applicationsInProgressQueryOptions, inProgressApplicationStatuses } from './applications.ts';
export { dashboardApplicationsQueryOptions } from './dashboard-applications.ts';
export { prefetchOwnRecords } from './own-records.ts';
export { personProfileQueryOptions } from './person-profiles.ts';
