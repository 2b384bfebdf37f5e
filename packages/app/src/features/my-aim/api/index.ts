export {
  applicationKeys,
  applicationsInProgressQueryOptions,
  inProgressApplicationStatuses,
} from './applications.ts';
export { personProfileKeys, personProfileQueryOptions } from './person-profiles.ts';
