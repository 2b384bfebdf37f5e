export {
  applicationKeys,
  applicationsInProgressQueryOptions,
  inProgressApplicationStatuses,
} from './applications.ts';
export { prefetchOwnRecords } from './own-records.ts';
export { personProfileKeys, personProfileQueryOptions } from './person-profiles.ts';
