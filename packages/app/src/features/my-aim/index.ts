export {
  applicationsInProgressQueryOptions,
  dashboardApplicationsQueryOptions,
  personProfileQueryOptions,
  prefetchOwnRecords,
} from './api/index.ts';
export { useOwnProfile } from './useOwnProfile.ts';
