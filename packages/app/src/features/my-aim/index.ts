export {
  applicationKeys,
  applicationsInProgressQueryOptions,
  personProfileKeys,
  personProfileQueryOptions,
} from './api/index.ts';
export { useOwnProfile } from './useOwnProfile.ts';
